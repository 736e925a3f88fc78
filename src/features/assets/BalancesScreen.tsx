// Assets screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Assets screen. */
export function BalancesScreen() {
  return <ComingSoon title="Assets" />;
}
