// Transaction details screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Transaction details screen. */
export function TxDetailsScreen() {
  return <ComingSoon title="Transaction details" params={['id']} />;
}
