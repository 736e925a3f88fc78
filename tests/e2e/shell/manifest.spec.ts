// Installability: Chromium's own verdict, and every image the manifest declares.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { DEFAULT_GATEWAY_URL } from '../../../src/gateway/constants';
import { chromiumLaunchOptions } from '../support/chromium';
import { pngSize, waitForController } from '../support/app';

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
}

test('Chromium reports no installability errors', async ({ playwright, baseURL }) => {
  // Test contexts are incognito, which Chromium never offers to install: use a real profile.
  const profile = await mkdtemp(join(tmpdir(), 'countersign-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/welcome');
    await waitForController(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('every manifest icon and screenshot is a PNG of its declared size', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
  };

  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);

  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const file = await request.get(image.src);
    expect(file.status(), image.src).toBe(200);
    expect(file.headers()['content-type'], image.src).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, image.src).toBe(image.sizes);
  }
});

test('the page links the manifest, icons and platform metadata', async ({ page, request }) => {
  // Before the first paint the page asks for nothing but its entry: the stylesheet is inline, the
  // SVG icon a data: URI, and the manifest (which Chromium fetches with its icon at once) is linked
  // by the app once its first screen is up.
  const served = await (await request.get('/welcome')).text();
  expect(served).not.toMatch(/<link[^>]*rel="(manifest|stylesheet)"/);
  expect(served).toMatch(/<style>[^<]*\.app-shell\{/);
  expect(served).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg /);
  await page.goto('/welcome');
  const head = page.locator('head');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(head.locator('meta[name="theme-color"]')).toHaveCount(2);
  // The gateway's connection opens while the entry downloads: a preconnect first in the head,
  // anonymous like the gateway's GETs.
  const gatewayOrigin = new URL(process.env.VITE_GATEWAY_URL || DEFAULT_GATEWAY_URL).origin;
  const preconnect = head.locator('link[rel="preconnect"]').first();
  await expect(preconnect).toHaveAttribute('href', gatewayOrigin);
  await expect(preconnect).toHaveAttribute('crossorigin', '');
  await expect(head.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /viewport-fit=cover/,
  );
  await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
    'content',
    'Countersign',
  );
  const appleIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await request.get(appleIcon ?? '');
  expect(apple.status()).toBe(200);
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  const pngFavicon = await request.get(
    (await head.locator('link[rel="icon"][type="image/png"]').getAttribute('href')) ?? '',
  );
  expect(pngSize(await pngFavicon.body())).toEqual({ width: 32, height: 32 });
});

test('the header’s logo is fetched only where the brand shows: not on a phone', async ({
  page,
}) => {
  // Requests as the page issues them (an <img> asks at once when it enters the document).
  const logoRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/favicon.svg') logoRequests.push(request.url());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.brand')).toHaveCount(1);
  await expect(page.locator('.brand')).toBeHidden();
  // A frame after the header is in the document: its styles are resolved by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(logoRequests).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.brand-mark')).toBeVisible();
  await expect(page.locator('.brand-mark')).toHaveCSS('background-image', /\/favicon\.svg/);
  await expect.poll(() => logoRequests.length).toBe(1);
});
