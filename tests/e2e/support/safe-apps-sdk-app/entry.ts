// A test Safe App built on the UNMODIFIED public Safe Apps SDK (bundled by the spec): it exposes
// the SDK to the spec, records every message it receives, and frames a "rogue" page of another
// origin that posts requests to the host on its own.
import SafeAppsSDK from '@safe-global/safe-apps-sdk';

declare global {
  interface Window {
    sdk: SafeAppsSDK;
    received: unknown[];
    rogueDone: Promise<void>;
    startRogue: (rogueUrl: string) => Promise<void>;
  }
}

window.received = [];
window.addEventListener('message', (event) => {
  window.received.push(event.data);
});
window.sdk = new SafeAppsSDK();

window.startRogue = (rogueUrl) =>
  new Promise<void>((resolve) => {
    window.addEventListener('message', (event) => {
      if ((event.data as { rogueDone?: boolean })?.rogueDone) resolve();
    });
    const frame = document.createElement('iframe');
    frame.src = rogueUrl;
    frame.title = 'rogue';
    document.body.append(frame);
  });

document.body.dataset.ready = 'true';
