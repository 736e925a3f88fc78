// The installed app as a share target (manifest `share_target`, POST multipart): a bundle file or
// a bundle link shared from another app arrives here, is kept for the import screen, and the
// worker answers with a redirect to it. The text is parsed and checked there, not here.
import {
  putSharedBundle,
  SHARE_TARGET_PATH,
  SHARED_BUNDLE_REDIRECT,
} from '../storage/sharedBundle';
import { sharedBundleText } from './shared-bundle-text';

/** Registers the POST route of the share target. */
export function installShareTarget(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin || url.pathname !== SHARE_TARGET_PATH) return;
    event.respondWith(
      (async () => {
        const text = await request.formData().then(sharedBundleText, () => null);
        if (text !== null) await putSharedBundle(text);
        return Response.redirect(new URL(SHARED_BUNDLE_REDIRECT, url.origin).href, 303);
      })(),
    );
  });
}
