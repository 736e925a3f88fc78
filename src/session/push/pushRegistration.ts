// Registering Safes for push with the gateway and undoing it, keeping the preferences the worker
// reads in step: a Safe counts as registered only once the gateway accepted its signature.
import {
  registerDevice,
  unregisterDevice,
  unregisterSafe,
  type GatewayClient,
} from '../../gateway';
import {
  listNotificationPrefs,
  updateNotificationPrefs,
  type NotificationDisplay,
} from '../../storage/notificationPrefs';
import { ensurePushDevice, saveRegisteredToken } from './pushDevice';
import {
  buildRegistrationBody,
  type SafeOnChain,
  type SignRegistrationHash,
} from './registrationBody';

/** A Safe to register, with what its notifications show. */
export interface SafeToRegister extends SafeOnChain {
  display: NotificationDisplay;
}

/** Parameters of {@link registerSafesForPush}. */
export interface RegisterSafesParameters {
  client: GatewayClient;
  token: string;
  /** App version (semver). */
  version: string;
  safes: readonly SafeToRegister[];
  sign: SignRegistrationHash;
  now?: () => number;
}

/** Signs (one chain after another), registers, then marks the Safes registered and on. */
export async function registerSafesForPush({
  client,
  token,
  version,
  safes,
  sign,
  now = Date.now,
}: RegisterSafesParameters): Promise<void> {
  if (!safes.length) return;
  const device = await ensurePushDevice();
  const body = await buildRegistrationBody({
    uuid: device.uuid,
    token,
    version,
    now: now(),
    safes,
    sign,
  });
  await registerDevice(client, body);
  const at = now();
  for (const { chainId, safe, display } of safes)
    await updateNotificationPrefs(chainId, safe, (current) => ({
      ...current,
      enabled: true,
      registeredAt: at,
      display,
    }));
  await saveRegisteredToken(token, at);
}

/** Every Safe registered on this device, as it was registered (for a new token). */
export async function registeredSafes(): Promise<SafeToRegister[]> {
  const prefs = await listNotificationPrefs();
  return prefs.flatMap((record) =>
    record.enabled && record.registeredAt !== null && record.display
      ? [{ chainId: record.chainId, safe: record.safe, display: record.display }]
      : [],
  );
}

/** Stops pushes about one Safe (no signature needed) and turns it off on this device. */
export async function unregisterSafeFromPush(
  client: GatewayClient,
  chainId: string,
  safe: string,
): Promise<void> {
  const device = await ensurePushDevice();
  await unregisterSafe(client, { chainId, uuid: device.uuid, safeAddress: safe });
  await updateNotificationPrefs(chainId, safe, (current) => ({
    ...current,
    enabled: false,
    registeredAt: null,
  }));
}

/** Stops every push to this device: one DELETE per chain, then every Safe off. */
export async function unregisterDeviceFromPush(client: GatewayClient): Promise<void> {
  const device = await ensurePushDevice();
  const prefs = await listNotificationPrefs();
  const chains = [...new Set(prefs.filter((r) => r.registeredAt !== null).map((r) => r.chainId))];
  for (const chainId of chains) await unregisterDevice(client, { chainId, uuid: device.uuid });
  for (const record of prefs)
    await updateNotificationPrefs(record.chainId, record.safe, (current) => ({
      ...current,
      enabled: false,
      registeredAt: null,
    }));
  await saveRegisteredToken(null);
}
