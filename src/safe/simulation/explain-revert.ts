// A revert, wherever it surfaced (an execution receipt, a gas estimate, a wallet's error, the
// simulation), in words with what to do: the Safe's GSxxx codes from the one table, a plain
// Error(string) reason as the contract gave it.
import { SAFE_ERROR_CODES } from './safe-error-codes';

const GS_CODE = /\bGS\d{3}\b/;
const HEX_DATA = /0x[0-9a-fA-F]{8,}/;

/** Explains a Safe error code (`GS013`) in words with what to do, or null for any other string. */
export function explainSafeErrorCode(reason: string): string | null {
  const code = reason.trim();
  const entry = SAFE_ERROR_CODES[code];
  return entry ? `${code}: ${entry.meaning}. ${entry.action}` : null;
}

/** The first GSxxx code in a text (a node's or wallet's error message), explained; else null. */
export function explainSafeErrorIn(text: string): string | null {
  const match = GS_CODE.exec(text);
  return match ? explainSafeErrorCode(match[0]) : null;
}

/** Finds revert data (`0x…`) in an error's `data` (any nesting a node or wallet uses). */
export function revertDataOf(value: unknown, depth = 0): string | null {
  if (depth > 4 || value == null) return null;
  if (typeof value === 'string') {
    const match = HEX_DATA.exec(value);
    return match && match[0].length % 2 === 0 ? match[0] : null;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['data', 'error', 'cause', 'originalError']) {
      const found = revertDataOf(record[key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}
