import { BaseError } from '../../errors';

/** A UR or QR payload that cannot be used: wrong type, malformed, or for another request. */
export class UrError extends BaseError {
  override name = 'UrError';
}

/**
 * What the QR wallet refuses. With an EIP-1193 `code` (4001 cancelled, 4100 another account, 4200
 * unknown method) callers branch on it as on any wallet's error; without one (sending) the screen
 * shows these words instead of the generic "does not support" text. (Its own class rather than
 * ProviderRpcError: that one lives on the first route, and a lazy user would keep it there.)
 */
export class QrWalletError extends BaseError {
  override name = 'QrWalletError';
  /** The EIP-1193 error code, when there is one. */
  readonly code: number | undefined;

  /** Creates the error with its words, EIP-1193 code and details. */
  constructor(message: string, options: { code?: number; details?: string } = {}) {
    super(message, { details: options.details });
    this.code = options.code;
  }
}
