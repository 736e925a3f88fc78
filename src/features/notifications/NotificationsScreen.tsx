// Notifications screen (placeholder until its issue lands).
import { ComingSoon } from '../shared/ComingSoon';

/** The Notifications screen. */
export function NotificationsScreen() {
  return <ComingSoon title="Notifications" />;
}
