import { describe, expect, it, vi } from 'vitest';
import { announceProvider, watchAnnouncedProviders } from '../../../src/wallet/eip6963';
import type { EIP6963ProviderDetail } from '../../../src/wallet/types';

const detail = (uuid: string, icon = 'data:image/svg+xml,<svg/>'): EIP6963ProviderDetail => ({
  info: { uuid, name: `Wallet ${uuid}`, icon, rdns: `test.${uuid}` },
  provider: { request: async () => null },
});

describe('EIP-6963', () => {
  it('discovers wallets announced before and after the request, once each', () => {
    const target = new EventTarget();
    const stopEarly = announceProvider(detail('a'), target);
    const found: string[] = [];
    const stop = watchAnnouncedProviders((d) => found.push(d.info.uuid), target);
    announceProvider(detail('b'), target);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(found).toEqual(['a', 'b']);
    stop();
    stopEarly();
  });

  it('ignores announcements with a remote icon or without a provider', () => {
    const target = new EventTarget();
    const onProvider = vi.fn();
    watchAnnouncedProviders(onProvider, target);
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: detail('x', 'https://evil.example/icon.png'),
      }),
    );
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: detail('y').info } }),
    );
    expect(onProvider).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    const target = new EventTarget();
    const onProvider = vi.fn();
    watchAnnouncedProviders(onProvider, target)();
    announceProvider(detail('z'), target);
    expect(onProvider).not.toHaveBeenCalled();
  });
});
