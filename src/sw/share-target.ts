// The installed app as a share target (manifest `share_target`, POST multipart): a bundle file or
// a bundle link shared from another app arrives here, is kept for the import screen, and the
// worker answers with a redirect to it. The text is parsed and checked there, not here.
import {
  putSharedBundle,
  SHARE_TARGET_PATH,
  SHARED_BUNDLE_REDIRECT,
} from '../storage/sharedBundle';

/** Largest shared file read (the bundle limit; the import screen says why a bigger one fails). */
const MAX_SHARED_BYTES = 256 * 1024;

/**
 * The bundle text in a share: the `bundle` file, else the `url` or `text` field (a link or the
 * JSON pasted into a message). Null when the share carries none of them.
 */
export async function sharedBundleText(form: FormData): Promise<string | null> {
  const file = form.get('bundle');
  if (file instanceof Blob && file.size > 0) {
    // Too big: pass a short note instead, so the import screen reports the size, not a parse error.
    return file.size > MAX_SHARED_BYTES ? ' '.repeat(MAX_SHARED_BYTES + 1) : file.text();
  }
  for (const name of ['url', 'text']) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

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
