// The Apps list as shown: access policy (DOMAIN_ALLOWLIST only where this origin is listed), search,
// tags, features, pins first; a batch of app calls through the official MultiSendCallOnly only.
import { describe, expect, it } from 'vitest';
import type { ChainInfo, SafeAppData } from '../../../../src/gateway';
import {
  appFacets,
  findListedApp,
  isAppAllowedHere,
  visibleApps,
  type AppListFilter,
} from '../../../../src/safe-apps/host/appList';
import { appTransactionsCall } from '../../../../src/safe-apps/host/appTransactions';
import { usesOffChainSigning } from '../../../../src/safe-apps/host/messageSigning';
import { TRUSTED_DELEGATECALL_TARGETS } from '../../../../src/safe';

const HOST = 'https://countersign.example';
const app = (over: Partial<SafeAppData>): SafeAppData => ({
  id: 1,
  url: 'https://a.example',
  name: 'A',
  iconUrl: null,
  description: '',
  chainIds: ['1'],
  provider: null,
  accessControl: { type: 'NO_RESTRICTIONS', value: null },
  tags: [],
  features: [],
  developerWebsite: null,
  socialProfiles: [],
  ...over,
});
const none: AppListFilter = { search: '', tag: null, feature: null };

describe('apps list', () => {
  const apps = [
    app({ id: 1, url: 'https://swap.example', name: 'Swap', tags: ['dex'], description: 'Trade' }),
    app({
      id: 2,
      url: 'https://builder.example/',
      name: 'Builder',
      tags: ['tools'],
      features: ['BATCHED_TRANSACTIONS'],
    }),
    app({
      id: 3,
      url: 'https://private.example',
      name: 'Private',
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://other.example'] },
    }),
    app({
      id: 4,
      url: 'https://ours.example',
      name: 'Ours',
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: [`${HOST}/`] },
    }),
    app({ id: 5, url: 'javascript:alert(1)', name: 'Bad' }),
    app({ id: 6, url: 'https://odd.example', name: 'Odd', accessControl: { type: 'UNKNOWN' } }),
  ];

  it('applies the access policy and keeps only http(s) apps, sorted by name', () => {
    const names = visibleApps(apps, { hostOrigin: HOST, filter: none, pinned: [] }).map(
      (a) => a.name,
    );
    expect(names).toEqual(['Builder', 'Ours', 'Swap']);
    expect(isAppAllowedHere(apps[2]!, 'https://other.example')).toBe(true);
  });

  it('searches words, filters by tag and feature, puts pins first', () => {
    const show = (filter: typeof none, pinned: string[] = []) =>
      visibleApps(apps, { hostOrigin: HOST, filter, pinned }).map((a) => a.name);
    expect(show({ ...none, search: 'trade' })).toEqual(['Swap']);
    expect(show({ ...none, tag: 'tools' })).toEqual(['Builder']);
    expect(show({ ...none, feature: 'BATCHED_TRANSACTIONS' })).toEqual(['Builder']);
    expect(show(none, ['https://swap.example'])).toEqual(['Swap', 'Builder', 'Ours']);
    expect(appFacets(apps, HOST)).toEqual({
      tags: ['dex', 'tools'],
      features: ['BATCHED_TRANSACTIONS'],
    });
    expect(findListedApp(apps, 'https://builder.example')?.id).toBe(2);
  });
});

describe('app transactions', () => {
  const official = TRUSTED_DELEGATECALL_TARGETS.find((c) => c.name === 'MultiSendCallOnly')!;
  const chain = (address?: string) =>
    ({ contractAddresses: { multiSendCallOnlyAddress: address ?? null } }) as unknown as ChainInfo;
  const tx = { to: '0x1111111111111111111111111111111111111111', value: '5', data: '0x' };

  it('keeps one call as it is and batches several through the official MultiSendCallOnly', () => {
    expect(appTransactionsCall(chain(), [tx])).toMatchObject({
      ok: true,
      call: { to: tx.to, value: 5n, data: '0x', operation: 0 },
    });
    const batch = appTransactionsCall(chain(official.address), [tx, tx]);
    expect(batch).toMatchObject({ ok: true, call: { to: official.address, operation: 1 } });
    expect(appTransactionsCall(chain('0x' + '22'.repeat(20)), [tx, tx]).ok).toBe(false);
  });

  it('signs off-chain only with EIP1271 on the chain, a Safe ≥ 1, SDK ≥ 7.11.0 and the setting on', () => {
    const base = {
      chain: { features: ['EIP1271'] },
      safeVersion: '1.4.1',
      sdkVersion: '9.1.0',
      offChainSigning: true,
    };
    expect(usesOffChainSigning(base)).toBe(true);
    expect(usesOffChainSigning({ ...base, chain: { features: [] } })).toBe(false);
    expect(usesOffChainSigning({ ...base, sdkVersion: '7.10.9' })).toBe(false);
    expect(usesOffChainSigning({ ...base, offChainSigning: false })).toBe(false);
    expect(usesOffChainSigning({ ...base, safeVersion: null })).toBe(false);
  });
});
