// An app's manifest.json (name, description, icons), read next to the app URL. Only its strings are
// kept, and they are shown as text.

/** What the host shows of a manifest. */
export interface AppManifest {
  name: string;
  description: string | null;
}

/** The manifest URL of an app: `manifest.json` inside the app's path. */
export function manifestUrlOf(appUrl: string): string {
  const url = new URL(appUrl);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return new URL('manifest.json', url).toString();
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/** Reads the app's manifest; null when there is none or it is not JSON with a name. */
export async function readAppManifest(
  appUrl: string,
  signal?: AbortSignal,
): Promise<AppManifest | null> {
  let body: unknown;
  try {
    const response = await fetch(manifestUrlOf(appUrl), { signal, credentials: 'omit' });
    if (!response.ok) return null;
    body = await response.json();
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const name = text(record.name, 80) ?? text(record.short_name, 80);
  return name ? { name, description: text(record.description, 500) } : null;
}
