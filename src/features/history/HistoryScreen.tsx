// Transaction history screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Transaction history screen. */
export function HistoryScreen() {
  return <ComingSoon title="Transaction history" />;
}
