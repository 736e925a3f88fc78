// What a share to the installed app carries as a bundle. Pure (no worker types) so unit tests
// can import it.

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
