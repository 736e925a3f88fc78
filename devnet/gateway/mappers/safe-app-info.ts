import type { SafeAppData, SafeAppInfo } from '../../../src/gateway/types';

/** safeAppInfo from a transaction origin `{"url": …}` when the url is a listed Safe App, else null. */
export function safeAppInfoOf(
  origin: string | null,
  apps: readonly SafeAppData[],
): SafeAppInfo | null {
  if (!origin) return null;
  try {
    const parsed: unknown = JSON.parse(origin);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('url' in parsed) ||
      typeof parsed.url !== 'string'
    )
      return null;
    const url = parsed.url.replace('ipfs.io', 'cloudflare-ipfs.com');
    const app = apps.find((a) => a.url === url);
    return app ? { name: app.name, url: app.url, logoUri: app.iconUrl } : null;
  } catch {
    return null;
  }
}

/** The note from a transaction origin (HTML stripped), or null. */
export function noteOf(origin: string | null): string | null {
  if (!origin) return null;
  try {
    const parsed: unknown = JSON.parse(origin);
    if (typeof parsed === 'object' && parsed && 'note' in parsed && typeof parsed.note === 'string')
      return parsed.note.replace(/<[^>]*>/g, '');
    return null;
  } catch {
    return null;
  }
}
