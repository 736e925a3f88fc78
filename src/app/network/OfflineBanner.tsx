// Tells the user that the app runs without a network. The live region is always in the DOM so that
// screen readers announce the change when the banner text appears.
import { useOnlineStatus } from '../../session/network/online';

/** The offline banner (empty status region while online). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div className="offline-banner-region" role="status" aria-live="polite">
      {!online && (
        <p className="offline-banner">
          <strong>You are offline.</strong> Showing what this device has saved; changes wait until
          the connection is back.
        </p>
      )}
    </div>
  );
}
