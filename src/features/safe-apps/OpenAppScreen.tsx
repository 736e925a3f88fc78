// Safe App screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Safe App screen. */
export function OpenAppScreen() {
  return <ComingSoon title="Safe App" params={['appUrl']} />;
}
