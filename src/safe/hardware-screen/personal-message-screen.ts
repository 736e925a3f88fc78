// What a hardware wallet shows for personal_sign (EIP-191): the e-mail alert messages and the push
// registration. Per the Ledger Ethereum app's message flow (sources in typed-data-screen.ts), text
// of printable ASCII is shown as the text itself; other bytes as "0x" and uppercase hex of the
// bytes. A Trezor shows the text too. A 0x-hex message is signed as its bytes, as wallets do.
import type { EthSignScreen } from './typed-data-screen';

/** A personal message the device shows as it is (text, or "0x" + uppercase hex of its bytes). */
export type PersonalMessageScreen = { kind: 'personal-message'; shown: string };

const HEX_BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const upperHex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join('')}`;

/** The device screen of `personal_sign(message)`: a 32-byte hash reads as the eth_sign screen. */
export function personalMessageScreen(message: string): PersonalMessageScreen | EthSignScreen {
  if (HEX_BYTES.test(message)) {
    if (message.length === 66) return { kind: 'eth_sign', signedHash: message.toLowerCase() };
    return { kind: 'personal-message', shown: `0x${message.slice(2).toUpperCase()}` };
  }
  if (PRINTABLE_ASCII.test(message)) return { kind: 'personal-message', shown: message };
  return { kind: 'personal-message', shown: upperHex(new TextEncoder().encode(message)) };
}
