// Transaction queue screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Transaction queue screen. */
export function QueueScreen() {
  return <ComingSoon title="Transaction queue" />;
}
