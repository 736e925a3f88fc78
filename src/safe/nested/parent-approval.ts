// A Safe that owns another Safe confirms the child's transaction the way an EOA owner can on chain:
// the parent executes approveHash(childSafeTxHash) on the child. Pure: the caller proposes the call
// on the parent like any other Safe transaction.
import { getAddress, isHexString } from 'ethers';
import { encodeApproveHash } from '../calldata/safe-actions';
import { OPERATION } from '../constants';
import { SafeCoreError } from '../errors';
import type { SafeCall } from '../safe-transaction';

/** The hash handed to {@link buildParentApprovalCall} is not 32 bytes of hex. */
export class InvalidSafeTxHashError extends SafeCoreError {
  override name = 'InvalidSafeTxHashError';
}

/** The parent's call: `childSafe.approveHash(childSafeTxHash)`, a plain CALL with no value. */
export function buildParentApprovalCall(childSafe: string, childSafeTxHash: string): SafeCall {
  if (!isHexString(childSafeTxHash, 32))
    throw new InvalidSafeTxHashError('A safeTxHash is 32 bytes of hex', {
      cause: childSafeTxHash,
    });
  return {
    to: getAddress(childSafe),
    value: 0n,
    data: encodeApproveHash(childSafeTxHash.toLowerCase()),
    operation: OPERATION.CALL,
  };
}
