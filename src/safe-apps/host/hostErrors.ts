// Outcomes a host handler signals by throwing: the user closed the flow, or the app gets no reply.
import { SafeAppsError, TRANSACTION_REJECTED_TEXT } from '../protocol';

/** The user closed the review or prompt: the app is answered `Transaction was rejected`. */
export class RequestRejectedError extends SafeAppsError {
  override name = 'RequestRejectedError';

  /** Creates the rejection with the contract's text (or another text the app must see). */
  constructor(message: string = TRANSACTION_REJECTED_TEXT) {
    super(message);
  }
}

/** The request is answered by silence (reference B.3: an unknown off-chain message). */
export class NoReplyError extends SafeAppsError {
  override name = 'NoReplyError';
}
