// The verification panel of a multisig transaction (computed when the Safe's info and the code
// hash of its implementation, read from the chain's RPC, are at hand).
import { useMemo } from 'react';
import type { ChainInfo, SafeInfo, TransactionDetails } from '../../gateway';
import { useImplementationCode } from '../../session/review/useImplementationCode';
import { verifyTransactionDetails } from '../../session/review/verification';
import { VerificationPanel } from '../shared/transactions/VerificationPanel';

/** Props of TxVerification. */
export interface TxVerificationProps {
  details: TransactionDetails;
  safeInfo: SafeInfo | undefined;
  safeInfoError: unknown;
  chainId: string;
  /** The Safe's chain: its RPC is asked for the implementation's code. */
  chain: ChainInfo;
}

/** Computes and shows the verification of a transaction. */
export function TxVerification({
  details,
  safeInfo,
  safeInfoError,
  chainId,
  chain,
}: TxVerificationProps) {
  const implementation = useImplementationCode(chain, safeInfo);
  const result = useMemo(
    () =>
      safeInfo && implementation.status !== 'pending'
        ? verifyTransactionDetails(details, safeInfo, chainId, implementation)
        : null,
    [details, safeInfo, chainId, implementation],
  );
  return (
    <VerificationPanel
      result={result}
      hashName="safeTxHash"
      executed={details.executedAt != null}
      structHashName="Message hash (SafeTx struct hash)"
      pendingLabel={safeInfo ? 'Checking the Safe’s implementation code…' : undefined}
      unavailable={
        !safeInfo && safeInfoError
          ? 'Not verified: the Safe’s version and owners could not be loaded. Do not sign until they are.'
          : null
      }
    />
  );
}
