// This browser's push identity: a uuid kept for good in IndexedDB, and the token last registered
// with the gateway. A token that differs from the registered one means the browser's push
// subscription changed: the registered Safes must be signed for again (the signature covers it).
import { getSetting, setSetting, type Settings } from '../../storage/settings';

/** The stored device record. */
export type PushDevice = Settings['pushDevice'];

/** The device record, created (with a new uuid) on first use. */
export async function ensurePushDevice(now = Date.now()): Promise<PushDevice> {
  const stored = await getSetting('pushDevice');
  if (stored) return stored;
  const device: PushDevice = { uuid: crypto.randomUUID(), token: null, tokenSeenAt: now };
  await setSetting('pushDevice', device);
  return device;
}

/** Remembers the token the gateway now knows (null after unregistering everything). */
export async function saveRegisteredToken(token: string | null, now = Date.now()): Promise<void> {
  const { pendingToken: _registeredNow, ...device } = await ensurePushDevice(now);
  await setSetting('pushDevice', { ...device, token, tokenSeenAt: now });
}

/** How the current token compares with the registered one. */
export type TokenState = 'unregistered' | 'same' | 'changed';

/** `unregistered` without a registered token, else whether the browser's token moved on. */
export function compareToken(registered: string | null, current: string): TokenState {
  if (!registered) return 'unregistered';
  return registered === current ? 'same' : 'changed';
}
