// Which gateway the worker serves: the Settings override, else the build's; a change in Settings
// reaches the worker within a few seconds without a message.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { closeCountersignDb } from '../../../src/storage/db';
import { setSetting } from '../../../src/storage/settings';
import { currentGatewayBase } from '../../../src/sw/gateway-base';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

it('follows the Settings override, re-read after a few seconds', async () => {
  expect(await currentGatewayBase(1_000_000)).toBe(config.gatewayUrl);
  await setSetting('gatewayUrl', 'https://my-gateway.test/cgw/');
  // Within the reuse window the worker still uses what it read.
  expect(await currentGatewayBase(1_001_000)).toBe(config.gatewayUrl);
  expect(await currentGatewayBase(1_010_000)).toBe('https://my-gateway.test/cgw');
  // An invalid value counts as none.
  await setSetting('gatewayUrl', 'javascript:alert(1)');
  expect(await currentGatewayBase(1_020_000)).toBe(config.gatewayUrl);
});
