import { BaseError } from '../../errors';

/** A UR or QR payload that cannot be used: wrong type, malformed, or for another request. */
export class UrError extends BaseError {
  override name = 'UrError';
}
