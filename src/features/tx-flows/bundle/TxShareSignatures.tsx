// The "Share signatures" card of a queued transaction.
import type { SafeInfo, TransactionDetails } from '../../../gateway';
import type { ReadySafe } from '../../shared/RequireSafe';
import { ShareSignatures } from './ShareSignatures';
import { useTxBundle } from './useTxBundle';

/** Props of TxShareSignatures. */
export interface TxShareSignaturesProps {
  details: TransactionDetails;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

/** Shares a queued transaction and its proven signatures as a bundle file or link. */
export function TxShareSignatures({ details, safe, safeInfo }: TxShareSignaturesProps) {
  const { bundle, waiting } = useTxBundle(details, safe, safeInfo);
  return <ShareSignatures bundle={bundle} waiting={waiting} />;
}

export default TxShareSignatures;
