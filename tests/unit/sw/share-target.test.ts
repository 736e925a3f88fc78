// The manifest's file handler and share target point at the bundle import screen and the worker's
// share route, and the worker takes the bundle from a share's file, link or text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_LINK_PATH } from '../../../src/safe/bundle';
import { sharedBundleText } from '../../../src/sw/shared-bundle-text';
import { isShellNavigation } from '../../../src/sw/navigation';
import { SHARE_TARGET_PATH, SHARED_BUNDLE_REDIRECT } from '../../../src/storage/sharedBundle';

type Manifest = {
  file_handlers: { action: string; accept: Record<string, string[]>; launch_type?: string }[];
  share_target: {
    action: string;
    method: string;
    enctype: string;
    params: { text?: string; url?: string; files?: { name: string; accept: string[] }[] };
  };
};

const manifest = JSON.parse(
  readFileSync(new URL('../../../public/manifest.webmanifest', import.meta.url), 'utf8'),
) as Manifest;

describe('manifest entries for bundles', () => {
  it('opens .json bundle files on the import screen', () => {
    expect(manifest.file_handlers).toEqual([
      {
        action: BUNDLE_LINK_PATH,
        accept: { 'application/json': ['.json'] },
        launch_type: 'single-client',
      },
    ]);
    expect(isShellNavigation(BUNDLE_LINK_PATH)).toBe(true);
  });

  it('receives shared files and links by POST on the worker’s share route', () => {
    const target = manifest.share_target;
    expect(target.action).toBe(SHARE_TARGET_PATH);
    expect(target.method).toBe('POST');
    expect(target.enctype).toBe('multipart/form-data');
    expect(target.params.files).toEqual([
      { name: 'bundle', accept: ['application/json', '.json'] },
    ]);
    expect(target.params.url).toBe('url');
    expect(target.params.text).toBe('text');
    expect(new URL(SHARED_BUNDLE_REDIRECT, 'https://x.example').pathname).toBe(BUNDLE_LINK_PATH);
  });
});

describe('sharedBundleText', () => {
  it('reads the shared file first', async () => {
    const form = new FormData();
    form.set('bundle', new File(['{"format":"countersign-bundle"}'], 'a.countersign.json'));
    form.set('url', 'https://app.example/bundles#b=abc');
    expect(await sharedBundleText(form)).toBe('{"format":"countersign-bundle"}');
  });

  it('falls back to the url, then the text field', async () => {
    const withUrl = new FormData();
    withUrl.set('url', ' https://app.example/bundles#b=abc ');
    withUrl.set('text', 'hello');
    expect(await sharedBundleText(withUrl)).toBe('https://app.example/bundles#b=abc');
    const withText = new FormData();
    withText.set('text', 'see https://app.example/bundles#b=xyz');
    expect(await sharedBundleText(withText)).toBe('see https://app.example/bundles#b=xyz');
  });

  it('gives null for a share without a bundle and an oversize marker for a huge file', async () => {
    expect(await sharedBundleText(new FormData())).toBeNull();
    const big = new FormData();
    big.set('bundle', new File([new Uint8Array(300 * 1024)], 'big.json'));
    expect((await sharedBundleText(big))!.length).toBeGreaterThan(256 * 1024);
  });
});
