// Message details screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Message details screen. */
export function MessageDetailsScreen() {
  return <ComingSoon title="Message details" params={['messageHash']} />;
}
