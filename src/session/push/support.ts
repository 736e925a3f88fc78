// Whether this browser can take push notifications, and if not, why — each reason in words that
// say what to do. Read from the environment once per check; pure once the environment is read.

/** What the check reads from the browser and the build. */
export interface PushEnvironment {
  /** The build has Firebase options, or is a devnet build (pushes arrive through test tools). */
  configured: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** `Notification.permission`, or null without the API. */
  permission: NotificationPermission | null;
  /** iPhone, iPad (also iPadOS that says "Macintosh" but has touch). */
  isIos: boolean;
  /** Started from the Home Screen (`navigator.standalone` or display-mode standalone). */
  standalone: boolean;
}

/** Why push cannot be used here. */
export type PushBlocker = 'not-configured' | 'ios-home-screen' | 'unsupported' | 'denied';

/** The answer of {@link pushSupport}. */
export type PushSupport =
  | { ok: true; permission: NotificationPermission }
  | { ok: false; blocker: PushBlocker; message: string };

/** What the user reads for each blocker (and for a push service that never answers). */
export const PUSH_MESSAGES: Record<PushBlocker | 'timeout', string> = {
  'not-configured':
    'Push notifications are off in this build: it has no Firebase configuration (VITE_FIREBASE_API_KEY, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_MESSAGING_SENDER_ID, VITE_FIREBASE_APP_ID and VITE_FIREBASE_VAPID_KEY). Whoever builds the app has to set them.',
  'ios-home-screen':
    'On iPhone and iPad, web notifications work only for apps on the Home Screen: tap Share, then “Add to Home Screen”, open Countersign from the new icon and turn notifications on there.',
  unsupported:
    'This browser cannot receive web push notifications (it lacks the Push API or Notifications). Use a current Chrome, Edge, Firefox or Safari; private windows often lack them too.',
  denied:
    'Notifications are blocked for this site. Allow them in the browser’s site settings (the icon left of the address bar), then reload this page.',
  timeout:
    'The browser’s push service did not answer within 15 seconds. Check the connection (it must reach Google’s push servers; some networks, VPNs and privacy settings block them) and try again.',
};

/** Reads the environment of this page. */
export function readPushEnvironment(configured: boolean): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  const ua = nav.userAgent;
  const isIos = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const standalone =
    nav.standalone === true ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  const hasNotification = typeof Notification !== 'undefined';
  return {
    configured,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: typeof PushManager !== 'undefined',
    hasNotification,
    permission: hasNotification ? Notification.permission : null,
    isIos,
    standalone,
  };
}

/** Can push be turned on here; if not, the first reason that stands in the way. */
export function pushSupport(env: PushEnvironment): PushSupport {
  const blocked = (blocker: PushBlocker): PushSupport => ({
    ok: false,
    blocker,
    message: PUSH_MESSAGES[blocker],
  });
  if (!env.configured) return blocked('not-configured');
  // Safari on iOS outside the Home Screen has no PushManager: say the useful thing first.
  if (env.isIos && !env.standalone) return blocked('ios-home-screen');
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification || !env.permission)
    return blocked('unsupported');
  if (env.permission === 'denied') return blocked('denied');
  return { ok: true, permission: env.permission };
}
