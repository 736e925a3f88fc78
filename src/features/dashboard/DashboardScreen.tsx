// Home screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Home screen. */
export function DashboardScreen() {
  return <ComingSoon title="Home" />;
}
