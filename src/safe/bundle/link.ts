// Bundle links: the compact bundle text, deflate-raw compressed and base64url encoded, in the URL
// fragment (`/bundles#b=…`). Browsers never send the fragment to a server, so the signatures
// travel only from person to person.
import { BundleLinkError, BundleTooLargeError } from './errors';
import { serializeBundle } from './serialize';
import { BUNDLE_MAX_BYTES, type SignedBundle } from './types';

/** The app path bundle links open. */
export const BUNDLE_LINK_PATH = '/bundles';

/** The fragment parameter that carries the bundle. */
export const BUNDLE_LINK_PARAM = 'b';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new BundleLinkError('The link is damaged.');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  } catch (error) {
    throw new BundleLinkError('The link is damaged.', { cause: error });
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    // Stop a small link from inflating into something huge before it is all in memory.
    if (total > limit) {
      await reader.cancel();
      throw new BundleTooLargeError(
        `The link holds more than ${limit / 1024} KiB; bundles are limited to that size.`,
      );
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function pipe(bytes: Uint8Array<ArrayBuffer>, transform: CompressionStream | DecompressionStream) {
  return new Blob([bytes]).stream().pipeThrough(transform);
}

/** The fragment value (without `b=`) for a bundle: compact JSON, deflate-raw, base64url. */
export async function encodeBundleFragment(bundle: SignedBundle): Promise<string> {
  const text = new TextEncoder().encode(serializeBundle(bundle, 0));
  const compressed = await readAll(pipe(text, new CompressionStream('deflate-raw')), Infinity);
  return toBase64Url(compressed);
}

/** A full link to the import screen of the app at `origin` carrying the bundle. */
export async function createBundleLink(bundle: SignedBundle, origin: string): Promise<string> {
  const base = origin.replace(/\/+$/, '');
  return `${base}${BUNDLE_LINK_PATH}#${BUNDLE_LINK_PARAM}=${await encodeBundleFragment(bundle)}`;
}

/**
 * The bundle text inside a link, a `#b=…` fragment or a bare `b=…`/encoded value; the caller
 * parses it with parseBundle. Null when the input carries no `b` parameter at all.
 */
export async function decodeBundleLink(input: string): Promise<string | null> {
  const trimmed = input.trim();
  const hashAt = trimmed.indexOf('#');
  const fragment = hashAt >= 0 ? trimmed.slice(hashAt + 1) : trimmed;
  const value = new URLSearchParams(fragment).get(BUNDLE_LINK_PARAM);
  if (value === null || value === '') return null;
  const compressed = fromBase64Url(value);
  let bytes: Uint8Array;
  try {
    bytes = await readAll(
      pipe(compressed, new DecompressionStream('deflate-raw')),
      BUNDLE_MAX_BYTES,
    );
  } catch (error) {
    if (error instanceof BundleTooLargeError) throw error;
    throw new BundleLinkError('The link is damaged: its bundle cannot be decompressed.', {
      cause: error,
    });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new BundleLinkError('The link is damaged: its bundle is not text.', { cause: error });
  }
}
