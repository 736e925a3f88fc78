// Bundle links: round trip through the URL fragment, and damaged or oversized links refused.
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_MAX_BYTES,
  BundleLinkError,
  BundleTooLargeError,
  createBundleLink,
  decodeBundleLink,
  parseBundle,
  serializeBundle,
} from '../../../../src/safe/bundle/index.js';
import { owners, signedBy, unsignedTransactionBundle } from './fixtures';

const bundle = signedBy(unsignedTransactionBundle(), ...owners);

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const out = await new Response(
    new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw')),
  ).arrayBuffer();
  return Buffer.from(out).toString('base64url');
}

describe('bundle links', () => {
  it('puts the bundle in the fragment of the import route and reads it back', async () => {
    const link = await createBundleLink(bundle, 'https://app.example/');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://app.example/bundles');
    expect(url.search).toBe('');
    expect(url.hash.startsWith('#b=')).toBe(true);
    expect(url.hash).toMatch(/^#b=[A-Za-z0-9_-]+$/);
    const text = await decodeBundleLink(link);
    expect(text).toBe(serializeBundle(bundle, 0));
    expect(parseBundle(text!).bundle).toEqual(bundle);
  });

  it('is smaller than the bundle text', async () => {
    const link = await createBundleLink(bundle, 'https://app.example');
    expect(link.length).toBeLessThan(serializeBundle(bundle, 0).length);
  });

  it('accepts a bare fragment or b= value and gives null without one', async () => {
    const link = await createBundleLink(bundle, 'https://app.example');
    const fragment = link.slice(link.indexOf('#'));
    expect(await decodeBundleLink(fragment)).toBe(serializeBundle(bundle, 0));
    expect(await decodeBundleLink(fragment.slice(1))).toBe(serializeBundle(bundle, 0));
    expect(await decodeBundleLink('https://app.example/bundles')).toBeNull();
  });

  it('refuses a damaged link', async () => {
    const link = await createBundleLink(bundle, 'https://app.example');
    await expect(decodeBundleLink(link.slice(0, -12))).rejects.toBeInstanceOf(BundleLinkError);
    await expect(decodeBundleLink('#b=abc$def')).rejects.toThrow('The link is damaged.');
  });

  it('refuses a link that inflates past the bundle size limit', async () => {
    const bomb = await deflate(new Uint8Array(BUNDLE_MAX_BYTES + 10).fill(32));
    expect(bomb.length).toBeLessThan(2000);
    await expect(decodeBundleLink(`#b=${bomb}`)).rejects.toBeInstanceOf(BundleTooLargeError);
  });
});
