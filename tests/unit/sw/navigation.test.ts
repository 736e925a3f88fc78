// The service worker's app-shell navigation rule.
import { describe, expect, it } from 'vitest';
import { isShellNavigation } from '../../../src/sw/navigation';

describe('isShellNavigation', () => {
  it('answers app routes, with or without a query', () => {
    expect(isShellNavigation('/')).toBe(true);
    expect(
      isShellNavigation('/transactions/queue?safe=eth:0x220866B1A2219f40e72f5c628B65D54268cA3A9D'),
    ).toBe(true);
    expect(isShellNavigation('/apps/open?safe=eth:0x1&appUrl=https://app.example.com')).toBe(true);
    expect(isShellNavigation('/apps/open?appUrl=https%3A%2F%2Fapp.example.com%2Fx.html')).toBe(
      true,
    );
  });

  it('leaves gateway paths and files to the network', () => {
    expect(isShellNavigation('/v1/chains')).toBe(false);
    expect(isShellNavigation('/v2/chains/1/safes/0x1/multisig-transactions')).toBe(false);
    expect(isShellNavigation('/offline.html')).toBe(false);
    expect(isShellNavigation('/icons/icon-512.png?v=2')).toBe(false);
    expect(isShellNavigation('/.well-known/assetlinks.json')).toBe(false);
  });
});
