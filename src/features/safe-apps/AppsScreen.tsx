// Safe Apps screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Safe Apps screen. */
export function AppsScreen() {
  return <ComingSoon title="Safe Apps" />;
}
