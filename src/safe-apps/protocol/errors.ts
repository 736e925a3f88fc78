// Typed errors of the Safe Apps messaging contract. `message` is the contract's exact text (spec §5,
// §6, §8): apps built on the public SDK read `error.message`, so it must reach them unchanged.
import { BaseError } from '../../errors';
import { PERMISSIONS_REQUEST_REJECTED } from './error-texts';

/** Base class of every error of the Safe Apps contract (protocol, client, provider). */
export class SafeAppsError extends BaseError {
  override name = 'SafeAppsError';
}

/** A request that breaks one of the §5 rules; the message is the rule's text. */
export class SafeAppsValidationError extends SafeAppsError {
  override name = 'SafeAppsValidationError';
}

/** A permission request that is invalid or was refused: always code 4001 (spec §6). */
export class PermissionsError extends SafeAppsError {
  override name = 'PermissionsError';
  /** EIP-1193 "user rejected" (4001), which the public SDK reuses for permissions. */
  readonly code: number = PERMISSIONS_REQUEST_REJECTED;
  /** Whatever the host sent with the refusal, when anything. */
  readonly data: unknown;

  /** Creates a permissions error with the contract's text and optional data. */
  constructor(message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.data = options.data;
  }
}

/** The host answered a request with `success: false`; the message is the host's own text. */
export class SafeAppsHostError extends SafeAppsError {
  override name = 'SafeAppsHostError';
}

/** A request the host did not answer in time (e.g. `getOffChainSignature` for an unknown hash). */
export class SafeAppsTimeoutError extends SafeAppsError {
  override name = 'SafeAppsTimeoutError';
}

/** A request still pending when the client was closed. */
export class SafeAppsClientClosedError extends SafeAppsError {
  override name = 'SafeAppsClientClosedError';
}

/** The client runs where no host can exist (no `window`, or a top-level window). */
export class SafeAppsNoHostError extends SafeAppsError {
  override name = 'SafeAppsNoHostError';
}

/** An EIP-1193 method the Safe Apps provider does not offer (`"<method>" not implemented`). */
export class MethodNotImplementedError extends SafeAppsError {
  override name = 'MethodNotImplementedError';
  /** EIP-1193 "unsupported method"; the text is the spec's, the code lets libraries classify it. */
  readonly code = 4200;
}
