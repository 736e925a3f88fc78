export { buildParentApprovalCall, InvalidSafeTxHashError } from './parent-approval';
export {
  findParentSafes,
  parentsOwnedBy,
  readParentSafe,
  type FindParentSafesParameters,
  type ParentSafe,
} from './parent-safes';
