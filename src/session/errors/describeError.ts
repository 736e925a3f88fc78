// One way to put any thrown value into words: a wallet's EIP-1193 code reads as what happened and
// what to do; the app's own errors (src/errors BaseError) as their short message plus details;
// anything else as its message. Screens and error boundaries all call this.
import { BaseError } from '../../errors';
import {
  PROVIDER_ERROR_CODES,
  describeProviderError,
  getProviderErrorCode,
} from '../../wallet/errors';

const KNOWN_PROVIDER_CODES = new Set<number>(Object.values(PROVIDER_ERROR_CODES));

/** A readable message for any thrown value. */
export function describeError(error: unknown): string {
  const code = getProviderErrorCode(error);
  if (code !== undefined && KNOWN_PROVIDER_CODES.has(code)) {
    const { title, action } = describeProviderError(error);
    return `${title} ${action}`;
  }
  if (error instanceof BaseError) {
    return error.details ? `${error.shortMessage} ${error.details}` : error.shortMessage;
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { status, statusText } = error as { status?: unknown; statusText?: unknown };
    if (typeof status === 'number')
      return `${status} ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  return 'Unknown error';
}
