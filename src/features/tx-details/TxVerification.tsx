// The verification panel of a multisig transaction (computed when the Safe's info is at hand).
import { useMemo } from 'react';
import type { SafeInfo, TransactionDetails } from '../../gateway';
import { verifyTransactionDetails } from '../transactions/verification';
import { VerificationPanel } from '../transactions/VerificationPanel';

/** Props of TxVerification. */
export interface TxVerificationProps {
  details: TransactionDetails;
  safeInfo: SafeInfo | undefined;
  safeInfoError: unknown;
  chainId: string;
}

/** Computes and shows the verification of a transaction. */
export function TxVerification({ details, safeInfo, safeInfoError, chainId }: TxVerificationProps) {
  const result = useMemo(
    () => (safeInfo ? verifyTransactionDetails(details, safeInfo, chainId) : null),
    [details, safeInfo, chainId],
  );
  return (
    <VerificationPanel
      result={result}
      hashName="safeTxHash"
      executed={details.executedAt != null}
      structHashName="Message hash (SafeTx struct hash)"
      unavailable={
        !safeInfo && safeInfoError
          ? 'Not verified: the Safe’s version and owners could not be loaded. Do not sign until they are.'
          : null
      }
    />
  );
}
