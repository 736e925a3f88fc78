// Typed errors of src/safe: a short message for people, the detail in `cause`.
import { BaseError } from '../errors';

/** Base class of every error thrown by src/safe. */
export class SafeCoreError extends BaseError {
  override name = 'SafeCoreError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A version string that is not `major.minor.patch` (optionally with a `+L2`-style suffix). */
export class InvalidSafeVersionError extends SafeCoreError {
  override name = 'InvalidSafeVersionError';
}

/** A signature that cannot be parsed, classified or recovered. */
export class InvalidSignatureError extends SafeCoreError {
  override name = 'InvalidSignatureError';
}

/** Typed data whose primary type is missing and cannot be derived, or unknown. */
export class PrimaryTypeError extends SafeCoreError {
  override name = 'PrimaryTypeError';
}

/** An address that is not in the list it must be in (owners, modules). */
export class NotInListError extends SafeCoreError {
  override name = 'NotInListError';
}

/** MultiSend bytes that are not a sequence of packed transactions. */
export class InvalidMultiSendError extends SafeCoreError {
  override name = 'InvalidMultiSendError';
}
