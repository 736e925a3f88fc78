// Without a window (server-side rendering) the client fails every call with the public SDK's text.
import { describe, expect, it } from 'vitest';
import { SafeAppsNoHostError, SafeAppsSDK } from '../../../../src/safe-apps/client';

describe('the client without a window', () => {
  it('rejects with "Window doesn\'t exist"', async () => {
    expect(typeof window).toBe('undefined');
    const sdk = new SafeAppsSDK();
    const call = sdk.safe.getInfo();
    await expect(call).rejects.toBeInstanceOf(SafeAppsNoHostError);
    await expect(call).rejects.toThrow("Window doesn't exist");
  });
});
