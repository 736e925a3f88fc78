import { BaseError } from '../errors';

/** The wallet session cannot do what was asked (no wallet connected, an invalid answer). */
export class WalletSessionError extends BaseError {
  override name = 'WalletSessionError';
}
