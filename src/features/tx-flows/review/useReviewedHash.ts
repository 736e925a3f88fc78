// The SafeTx a review shows and the hash this device computes for it: the caller's call with the
// nonce and safeTxGas chosen, hashed with the Safe version read from the chain, and the typed data
// the wallet will get (for the hardware-wallet screen beside the sign control).
import { useMemo } from 'react';
import {
  calculateSafeTxHash,
  getSafeTxTypedData,
  type SafeCall,
  type SafeChainState,
} from '../../../safe';
import { completeTransaction } from '../new/useNewTxDraftFields';
import { reviewVersion } from './reviewVersion';

/** The complete SafeTx (null while nonce or gas is missing), its hash and typed data. */
export function useReviewedHash(
  safe: { safeAddress: string; chainId: string },
  call: SafeCall,
  state: SafeChainState | null,
  nonce: bigint | null,
  safeTxGas: bigint | null,
) {
  const transaction = completeTransaction(call, nonce, safeTxGas);
  const { version, official } = reviewVersion(state);
  const hashParameters =
    transaction && version
      ? { safeAddress: safe.safeAddress, chainId: safe.chainId, version, transaction }
      : null;
  const safeTxHash = hashParameters ? calculateSafeTxHash(hashParameters) : null;
  const typedData = useMemo(
    () => (hashParameters ? getSafeTxTypedData(hashParameters) : null),
    // safeTxHash stands for every field of hashParameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [safeTxHash],
  );
  return { transaction, version, official, safeTxHash, typedData };
}
