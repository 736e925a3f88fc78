// Setup screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Setup screen. */
export function SetupScreen() {
  return <ComingSoon title="Setup" />;
}
