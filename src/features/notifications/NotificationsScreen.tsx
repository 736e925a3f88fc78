// Settings › Notifications: push on this device, per Safe on/off and per type, each blocker
// explained (build without Firebase, iOS outside the Home Screen, no Push API, permission
// denied, a push service that never answers).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getAddress } from 'ethers';
import { config } from '../../config';
import { recentSafesQueryOptions } from '../../query/options';
// Imported directly, not through the barrel: shared with no first-route module, so it stays in the
// lazy screen's chunk.
import {
  notificationPrefsQueryOptions,
  pushDeviceQueryOptions,
} from '../../query/options/notifications';
import { useOnlineStatus } from '../../session/network/online';
import { pushSupport, readPushEnvironment } from '../../session/push/support';
import { personalMessageScreen } from '../../safe/hardware-screen/personal-message-screen';
import { HardwareWalletScreen } from '../shared/HardwareWalletScreen';
import { useChains } from '../shared/useChains';
import { SafePushCard } from './SafePushCard';
import { pushConfigured, usePushActions, type PushSafe } from './usePushActions';
import './notifications.css';

/** The Notifications screen. */
export function NotificationsScreen() {
  const { chains } = useChains();
  const online = useOnlineStatus();
  const prefs = useQuery(notificationPrefsQueryOptions());
  const recent = useQuery(recentSafesQueryOptions());
  const device = useQuery(pushDeviceQueryOptions());
  const actions = usePushActions(chains);
  const support = pushSupport(readPushEnvironment(pushConfigured));

  // Safes opened on this device, plus any registered earlier and since removed from the list.
  const safes = useMemo<PushSafe[]>(() => {
    const seen = new Map<string, PushSafe>();
    for (const safe of recent.data ?? [])
      seen.set(`${safe.chainId}:${safe.address.toLowerCase()}`, {
        chainId: safe.chainId,
        address: getAddress(safe.address),
        name: null,
      });
    for (const record of prefs.data ?? [])
      seen.set(`${record.chainId}:${record.safe.toLowerCase()}`, {
        chainId: record.chainId,
        address: record.safe,
        name: record.display?.safeName ?? null,
      });
    return [...seen.values()];
  }, [recent.data, prefs.data]);

  const anyRegistered = (prefs.data ?? []).some((record) => record.registeredAt !== null);
  const pendingToken = device.data?.pendingToken;

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Notifications</h1>
      <section className="card stack" aria-labelledby="push-device-title">
        <h2 id="push-device-title">Push notifications on this device</h2>
        {support.ok ? (
          <p data-testid="push-support">
            {support.permission === 'granted'
              ? 'This browser may show notifications.'
              : 'Turning a Safe on asks this browser for permission to show notifications.'}
            {devnetNote()}
          </p>
        ) : (
          <p className="field-error" role="alert" data-testid="push-support">
            {support.message}
          </p>
        )}
        {!online && (
          <p className="hint" role="status">
            Offline: turning notifications on or off needs a connection.
          </p>
        )}
        {pendingToken && anyRegistered && (
          <div className="stack" role="alert">
            <p>
              This browser’s push subscription changed. Until an owner signs again, the gateway
              sends notifications to the old one.
            </p>
            <button
              type="button"
              className="button primary"
              disabled={!online || actions.busy !== null}
              onClick={() => void actions.registerAgain()}
            >
              Register again
            </button>
          </div>
        )}
        {anyRegistered && (
          <button
            type="button"
            className="button"
            disabled={!online || actions.busy !== null}
            onClick={() => void actions.turnOffDevice()}
          >
            Turn off notifications on this device
          </button>
        )}
        {actions.feedback && (
          <p
            className={actions.feedback.kind === 'error' ? 'field-error' : 'hint'}
            role={actions.feedback.kind === 'error' ? 'alert' : 'status'}
            data-testid="push-feedback"
          >
            {actions.feedback.text}
          </p>
        )}
        {actions.feedback?.signedMessage && (
          <HardwareWalletScreen
            screen={personalMessageScreen(actions.feedback.signedMessage)}
            what="this push registration"
          />
        )}
      </section>
      <h2>Safes</h2>
      {prefs.isPending || recent.isPending ? (
        <p role="status">Loading your Safes…</p>
      ) : prefs.isError || recent.isError ? (
        <p role="alert" className="field-error">
          This device’s notification settings could not be read.
        </p>
      ) : safes.length === 0 ? (
        <p className="hint">Open a Safe first: its notifications can then be turned on here.</p>
      ) : (
        <ul className="cards push-safes" aria-label="Safes">
          {safes.map((safe) => (
            <li key={`${safe.chainId}:${safe.address}`}>
              <SafePushCard
                safe={safe}
                chain={chains.find((chain) => chain.chainId === safe.chainId)}
                prefs={prefs.data.find(
                  (record) => record.chainId === safe.chainId && record.safe === safe.address,
                )}
                disabled={!support.ok || !online || actions.busy !== null}
                busy={actions.busy === `${safe.chainId}:${safe.address}`}
                actions={actions}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A line for devnet builds: they have no push service; pushes come from the test tools. */
function devnetNote(): string {
  return config.devnet && !config.firebase
    ? ' This devnet build has no Firebase: it registers a local token, and pushes reach it only through the devnet’s test tools.'
    : '';
}
