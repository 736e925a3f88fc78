// The e-mail alert forms' rules, free of React: address and code input, the resend cooldown, and
// the gateway's answers put into words.
import { GatewayError, GatewayNetworkError } from '../../gateway';

/** Seconds the UI waits between two code requests (product notes: 60 s). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Digits in a verification code. */
export const CODE_LENGTH = 6;

/** Why `value` is not a usable e-mail address, or null when it is (trimmed by the caller). */
export function emailAddressError(value: string): string | null {
  if (value === '') return 'Enter an e-mail address.';
  if (value.length > 254) return 'This address is too long (at most 254 characters).';
  if (/\s/.test(value)) return 'An e-mail address has no spaces.';
  // The shape the gateway accepts: something@domain.tld, one @.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value)) return 'Enter an address like name@example.com.';
  return null;
}

/** What the code field keeps of typed or pasted text: digits only, at most six. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Why `code` cannot be sent yet, or null when it has six digits. */
export function codeError(code: string): string | null {
  if (code.length === 0) return 'Enter the 6-digit code from the e-mail.';
  if (code.length < CODE_LENGTH) return `The code has ${CODE_LENGTH} digits; ${code.length} typed.`;
  return null;
}

/** Whole seconds left before another code may be asked for (0 = now). */
export function cooldownRemaining(
  codeSentAt: number | null,
  now: number,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
): number {
  if (codeSentAt === null) return 0;
  const left = codeSentAt + cooldownSeconds * 1000 - now;
  // A clock set back (sentAt in the future) still waits at most one full cooldown.
  return Math.min(cooldownSeconds, Math.max(0, Math.ceil(left / 1000)));
}

/** What the user was doing when the gateway answered with an error. */
export type EmailAction = 'register' | 'verify' | 'resend' | 'edit' | 'delete' | 'read' | 'digest';

/** Wrong codes after which the screen suggests a new code instead of another try. */
export const WRONG_CODE_HINT_AFTER = 3;

/** The gateway's (or the network's) answer to `action`, in words. */
export function describeEmailError(error: unknown, action: EmailAction): string | null {
  if (error instanceof GatewayNetworkError)
    return 'The gateway could not be reached. Check the connection and try again.';
  if (!(error instanceof GatewayError)) return null;
  // The verify route masks every failure as an empty 400 (safe-api A.2.22).
  if (action === 'verify' && error.status === 400)
    return 'The code was not accepted: it is wrong, it has expired, or a newer code replaced it. Check the latest e-mail, or ask for a new code.';
  switch (error.status) {
    case 403:
      return action === 'register'
        ? 'The gateway refused the request: the connected account must be an owner of this Safe, and the signature is valid for 5 minutes (check this device’s clock).'
        : 'The gateway refused the signature: it is valid for 5 minutes (check this device’s clock) and must come from this signer.';
    case 404:
      return 'The gateway has no e-mail address for this signer on this Safe.';
    case 409:
      return 'This is already the registered address: enter a different one.';
    case 422:
      return 'The gateway did not accept this address.';
    case 429:
      return 'Too many requests: wait a minute and try again.';
    default:
      return null;
  }
}
