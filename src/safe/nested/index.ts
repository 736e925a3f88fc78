export { buildParentApprovalCall, InvalidSafeTxHashError } from './parent-approval';
export {
  findParentSafes,
  parentsOwnedBy,
  readParentSafe,
  type FindParentSafesParameters,
  type ParentSafe,
} from './parent-safes';
export { readApprovedOwners, type ReadApprovedOwnersParameters } from './approved-on-chain';
export {
  childAcceptsParentMessage,
  parentMessageContent,
  parentMessageHash,
  parentMessageSignature,
  type ParentMessageHashParameters,
  type ParentMessageState,
} from './parent-message';
export {
  parentMessageHashOf,
  readParentMessageProofs,
  type ParentMessageProof,
  type ParentOfChild,
  type ReadParentMessageProofsParameters,
} from './parent-message-proof';
