// Helpers shared by the shell tests.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A Safe link as Safe{Wallet} writes it (EIP-3770 prefix and checksummed address). */
export const SAFE = 'eth:0x220866B1A2219f40e72f5c628B65D54268cA3A9D';

/** Waits until a service worker controls the page and returns its script URL. */
export async function waitForController(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

/** Makes the test server append `suffix` to /sw.js (empty: serve the original again). */
export async function setServiceWorkerSuffix(request: APIRequestContext, suffix: string) {
  const response = await request.post('/__e2e/sw-suffix', { data: suffix });
  expect(response.status()).toBe(204);
}

/** Width and height from a PNG's IHDR chunk (throws when the bytes are not a PNG). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') throw new Error('PNG without IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
