export { actionStateOf, earlierNonceReason } from './action-state-of';
export { dangerousWarningsOf, NONCE_FAR_PAST_QUEUE } from './dangerous';
export type { DangerousInputs } from './dangerous';
export { dangerousInputsOfDetails } from './from-details';
export type {
  ActionControl,
  ActionState,
  ActionStateInputs,
  ActionStatus,
  ChainView,
  ControlState,
  DangerousWarning,
  GoneReason,
  OutboxEntry,
  ReviewVerdict,
  TransactionLifecycle,
} from './types';
