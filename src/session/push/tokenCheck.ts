// The token check at start: the browser may have replaced its push subscription (FCM rotates
// tokens, a cleared site storage drops them). The gateway only knows the registered token, so a
// new one is kept as `pendingToken` and the Notifications screen asks the owner to sign again.
import { config } from '../../config';
import { getSetting, setSetting } from '../../storage/settings';
import { compareToken, ensurePushDevice, type TokenState } from './pushDevice';
import { getPushToken, PushSetupError } from './token';

/** The app's service worker registration, or a PushSetupError when there is none in time. */
export async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) throw new PushSetupError('unsupported');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('failed')), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current push token (permission must already be granted). */
export async function currentPushToken(): Promise<string> {
  const [registration, device] = await Promise.all([readyRegistration(), ensurePushDevice()]);
  return getPushToken({
    registration,
    firebase: config.firebase,
    devnet: config.devnet,
    uuid: device.uuid,
  });
}

/** Compares the token with the registered one and records a changed one; 'off' if push is off. */
export async function checkPushToken(
  readToken: () => Promise<string> = currentPushToken,
): Promise<TokenState | 'off'> {
  const device = await getSetting('pushDevice');
  if (!device?.token) return 'off';
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return 'off';
  const token = await readToken();
  const state = compareToken(device.token, token);
  const pendingToken = state === 'changed' ? token : undefined;
  if (device.pendingToken !== pendingToken) {
    const next = { ...device };
    if (pendingToken) next.pendingToken = pendingToken;
    else delete next.pendingToken;
    await setSetting('pushDevice', next);
  }
  return state;
}
