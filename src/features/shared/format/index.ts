// Formatters shared by every screen: exact token amounts, fiat, dates and addresses.
export {
  formatTokenAmount,
  formatTokenAmountParts,
  toDecimalString,
  FormatAmountError,
} from './tokenAmount';
export type { FormatTokenAmountOptions, TokenAmountParts } from './tokenAmount';
export { formatFiat } from './fiat';
export {
  formatDateLabel,
  formatDayKey,
  formatTime,
  formatDateTime,
  formatShortDateTime,
  formatIsoDate,
  formatRelativeTime,
  formatDuration,
} from './dates';
export type { DateFormatOptions } from './dates';
export { checksumAddress, shortenHex, shortenAddress, toChecksumAddress } from './address';
export { normalizeTokenText, stripInvisible } from './tokenText';
export { isZeroDecimal, sumDecimals } from './decimal';
