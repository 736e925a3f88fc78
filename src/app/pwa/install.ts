// Keeps the browser's install prompt (`beforeinstallprompt`) for the Install button. Listening
// starts before React renders because Chromium may fire the event very early.
import { createStore } from '../store';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** The deferred install prompt, or null when installing is not offered (or already done). */
export const installPrompt = createStore<BeforeInstallPromptEvent | null>(null);

let listening = false;

/** True when the app already runs as an installed app. */
export function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

/** Starts listening for the install prompt and for installation. */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    if (!isStandalone()) installPrompt.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', (event) => {
    if (event.matches) installPrompt.set(null);
  });
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt.get();
  if (!event) return;
  installPrompt.set(null);
  await event.prompt();
}
