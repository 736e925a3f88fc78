// The push token of this browser. With Firebase configured: `getToken` with the app's own worker
// registration (never Firebase's default second worker), raced against a timeout because a push
// subscription can hang forever where the push service is unreachable. Devnet builds without
// Firebase use a stable local token: the devnet has no push service, and its tests deliver pushes
// to the worker directly.
import { BaseError } from '../../errors';
import type { FirebaseConfig } from '../../config';
import { PUSH_MESSAGES, type PushBlocker } from './support';

/** How long the push subscription may take before the user is told. */
export const PUSH_TOKEN_TIMEOUT_MS = 15_000;

/** Why a token could not be had. */
export class PushSetupError extends BaseError {
  override name = 'PushSetupError';
  /** Which of the explained situations this is ('failed' = anything else). */
  readonly reason: PushBlocker | 'timeout' | 'failed';

  /** An error with the reason's explanation as its message. */
  constructor(reason: PushBlocker | 'timeout' | 'failed', options: { cause?: unknown } = {}) {
    super(
      reason === 'failed'
        ? 'The browser could not subscribe to push notifications.'
        : PUSH_MESSAGES[reason],
      options,
    );
    this.reason = reason;
  }
}

/** `promise`, or a timeout PushSetupError after `ms`. */
export function withPushTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Parameters of {@link getPushToken}. */
export interface GetPushTokenParameters {
  /** The app's one service worker registration. */
  registration: ServiceWorkerRegistration;
  firebase: FirebaseConfig | undefined;
  devnet: boolean;
  /** This device's uuid (the devnet token is derived from it, so it stays the same). */
  uuid: string;
  timeoutMs?: number;
}

/** The devnet token of a device (FCM tokens are 100–200 characters; so is this one). */
export function devnetPushToken(uuid: string): string {
  return `devnet-web-push:${uuid}:`.padEnd(120, '0');
}

/** Asks for this browser's push token; throws PushSetupError with a reason the UI explains. */
export async function getPushToken({
  registration,
  firebase,
  devnet,
  uuid,
  timeoutMs = PUSH_TOKEN_TIMEOUT_MS,
}: GetPushTokenParameters): Promise<string> {
  if (!firebase) {
    if (devnet) return devnetPushToken(uuid);
    throw new PushSetupError('not-configured');
  }
  // Loaded on demand: most starts never need Firebase.
  const [{ getApps, initializeApp }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported().catch(() => false))) throw new PushSetupError('unsupported');
  const { vapidKey, ...options } = firebase;
  const app = getApps()[0] ?? initializeApp(options);
  try {
    return await withPushTimeout(
      messaging.getToken(messaging.getMessaging(app), {
        vapidKey,
        serviceWorkerRegistration: registration,
      }),
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'messaging/permission-blocked')
      throw new PushSetupError('denied', { cause: error });
    throw new PushSetupError('failed', { cause: error });
  }
}
