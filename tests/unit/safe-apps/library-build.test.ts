// The library build of the client (vite.safe-apps-client.config.ts): one self-contained ES module
// that a third-party app imports and that completes calls against a host on the protocol core.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ClientModule from '../../../src/safe-apps/client';
import { APP_ORIGIN, createProtocolHost, HOST_ORIGIN, SAFE_INFO } from './harness';

let outDir = '';
let client: typeof ClientModule;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'safe-apps-client-'));
  await build({
    configFile: 'vite.safe-apps-client.config.ts',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  client = (await import(
    pathToFileURL(join(outDir, 'safe-apps-client.js')).href
  )) as typeof ClientModule;
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the client library build', () => {
  it('is one ES module with nothing of the app in it', async () => {
    expect(await readdir(outDir)).toEqual(['safe-apps-client.js']);
    const code = await readFile(join(outDir, 'safe-apps-client.js'), 'utf8');
    expect(code).toMatch(/export\s*\{/);
    expect(code).not.toMatch(/from\s*["'](react|viem|ethers)/);
    expect(code).not.toContain('@tanstack');
    expect(client.getSDKVersion()).toBe('9.1.0');
    expect(client.default).toBe(client.SafeAppsSDK);
  });

  it('completes a call against a host on the protocol core', async () => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const parent = {
      postMessage(message: unknown) {
        void host.receive({
          source: appWindow,
          origin: APP_ORIGIN,
          data: structuredClone(message),
        });
      },
    };
    const appWindow = {
      parent,
      addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: 'message', listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
    };
    const host = createProtocolHost(
      { getSafeInfo: () => SAFE_INFO },
      (data) => {
        for (const listener of listeners) {
          listener({
            source: parent,
            origin: HOST_ORIGIN,
            data: structuredClone(data),
          } as MessageEvent);
        }
      },
      { appWindow, appOrigin: APP_ORIGIN },
    );
    const sdk = new client.SafeAppsSDK({ window: appWindow, allowedOrigins: [HOST_ORIGIN] });
    expect(await sdk.safe.getInfo()).toEqual(SAFE_INFO);
    await expect(sdk.txs.send({ txs: [] })).rejects.toThrow('No transactions were passed');
    sdk.close();
  });
});
