// The app build's stand-ins inside the Keystone registries (vite.config.ts): bs58check over sha.js
// encodes exactly as the real package, and the unused xpub helpers fail loudly if ever called.
import realBs58check from 'bs58check';
import { randomBytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import bs58check from '../../../../src/wallet/qr/bs58check';
import HDKey, { publicToAddress } from '../../../../src/wallet/qr/registry-eth-unused';

describe('UR registry stand-ins', () => {
  it('bs58check encodes as the real package does (an xpub-sized payload)', () => {
    for (let n = 0; n < 5; n += 1) {
      const payload = randomBytes(78);
      expect(bs58check.encode(payload)).toBe(realBs58check.encode(Buffer.from(payload)));
    }
  });

  it('the xpub helpers the app never calls throw', () => {
    expect(() => HDKey.fromExtendedKey()).toThrow('not available in this build');
    expect(() => publicToAddress()).toThrow('not available in this build');
  });
});
