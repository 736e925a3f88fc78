// Messages screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Messages screen. */
export function MessagesScreen() {
  return <ComingSoon title="Messages" />;
}
