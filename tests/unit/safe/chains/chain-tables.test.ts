import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as viemChains from 'viem/chains';
import {
  NAMED,
  SHIPPED,
  TABLE_FILE,
  renderChainTables,
} from '../../../../scripts/chain-tables.mjs';
import { registryChain, registryChains } from '../../../../src/safe/chains/registry';
import { registryChainName } from '../../../../src/safe/chain-names';

const viem = viemChains as unknown as Record<string, viemChains.Chain>;

describe('the generated chain tables', () => {
  it('are what scripts/chain-tables.mjs renders from the installed viem (run it after a viem update)', async () => {
    expect(readFileSync(TABLE_FILE, 'utf8')).toBe(await renderChainTables());
  }, 20_000);

  it('give the registry every shipped chain with viem’s facts, http(s) RPCs only', () => {
    expect(registryChains()).toHaveLength(SHIPPED.length);
    for (const key of SHIPPED) {
      const chain = viem[key]!;
      const entry = registryChain(String(chain.id));
      expect(entry, key).toBeDefined();
      expect(entry!.name).toBe(chain.name);
      expect(entry!.nativeCurrency).toEqual({ ...chain.nativeCurrency });
      expect(entry!.rpcUrls).toEqual(
        chain.rpcUrls.default.http.filter((url) => /^https?:\/\//i.test(url)),
      );
      expect(entry!.rpcUrls.length).toBeGreaterThan(0);
      if (entry!.explorerUrl !== null)
        expect(entry!.explorerUrl).toMatch(/^https?:\/\/[^/]+.*[^/]$/);
    }
    expect(registryChain('31337')).toBeUndefined();
  });

  it('name every listed chain as viem does, and no other', () => {
    for (const key of NAMED) expect(registryChainName(viem[key]!.id)).toBe(viem[key]!.name);
    expect(registryChainName(' 1 ')).toBe(viem.mainnet!.name);
    expect(registryChainName(999_999_999)).toBeUndefined();
  });
});
