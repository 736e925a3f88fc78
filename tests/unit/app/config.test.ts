// Build-time configuration: defaults, devnet flag, optional integrations off when incomplete.
import { describe, expect, it } from 'vitest';
import { DEFAULT_GATEWAY_URL, readConfig } from '../../../src/config';

const base = { BASE_URL: '/', MODE: 'test', DEV: false, PROD: true, SSR: false };

describe('readConfig', () => {
  it('uses the production gateway and turns optional features off by default', () => {
    const config = readConfig({ ...base });
    expect(config.gatewayUrl).toBe(DEFAULT_GATEWAY_URL);
    expect(config.devnet).toBe(false);
    expect(config.firebase).toBeUndefined();
    expect(config.walletConnectProjectId).toBeUndefined();
  });

  it('reads the gateway (without trailing slash), devnet mode and version', () => {
    const config = readConfig({
      ...base,
      VITE_GATEWAY_URL: 'http://127.0.0.1:8787/',
      VITE_DEVNET: 'true',
      VITE_APP_VERSION: '1.2.3',
    });
    expect(config).toMatchObject({
      gatewayUrl: 'http://127.0.0.1:8787',
      devnet: true,
      appVersion: '1.2.3',
    });
  });

  it('enables push only when every Firebase value is present', () => {
    const firebase = {
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'project',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_FIREBASE_VAPID_KEY: 'vapid',
    };
    expect(readConfig({ ...base, ...firebase }).firebase).toEqual({
      apiKey: 'key',
      projectId: 'project',
      messagingSenderId: '123',
      appId: '1:123:web:abc',
      vapidKey: 'vapid',
    });
    expect(
      readConfig({ ...base, ...firebase, VITE_FIREBASE_VAPID_KEY: ' ' }).firebase,
    ).toBeUndefined();
  });
});
