import { describe, expect, it } from 'vitest';
import type { DevnetOwner } from '../../../devnet/devnet';
import { describeSeededSafes } from '../../../devnet/safes-banner';
import type { SeedResult } from '../../../devnet/seed/seed';

// Made-up addresses and keys: the function only matches and prints them.
const owners: DevnetOwner[] = [0, 1, 2, 3, 4, 5].map((index) => ({
  address: `0x${index}${'e'.repeat(39)}`,
  privateKey: `0x${String.fromCharCode(97 + index).repeat(64)}`,
}));
const address = (index: number) => owners[index]!.address;
const safes: SeedResult = {
  main: {
    address: `0x${'a1'.repeat(20)}`,
    version: '1.4.1',
    threshold: 2,
    // Checksummed or not, an owner is matched to its test account.
    owners: [address(0), address(1).toUpperCase().replace('0X', '0x'), address(2)],
  },
  legacy: { address: `0x${'b2'.repeat(20)}`, version: '1.3.0', threshold: 1, owners: [address(3)] },
  migrated: {
    address: `0x${'c3'.repeat(20)}`,
    version: '1.4.1',
    threshold: 1,
    owners: [address(3)],
  },
  erc20: '0x',
  erc721: '0x',
  guard: '0x',
  lookAlikeToken: '0x',
  testTarget: '0x',
  nested: {
    address: `0x${'d4'.repeat(20)}`,
    version: '1.4.1',
    threshold: 2,
    owners: [`0x${'a1'.repeat(20)}`, address(5)],
    queuedSafeTxHash: `0x${'00'.repeat(32)}`,
  },
  nested150: {
    address: `0x${'e5'.repeat(20)}`,
    version: '1.5.0',
    threshold: 2,
    owners: [`0x${'a1'.repeat(20)}`, address(5)],
    queuedSafeTxHash: `0x${'00'.repeat(32)}`,
  },
};
const link = (safe: string) => `http://app/home?safe=hh:${safe}`;

/** The banner's lines from the Safe `name` up to the next Safe or section. */
function block(text: string, name: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`  ${name}: `));
  const end = lines.findIndex((line, index) => index > start && /^ {2}\S/.test(line));
  return lines.slice(start, end === -1 ? undefined : end);
}

describe('describeSeededSafes', () => {
  const text = describeSeededSafes(safes, owners, 'hh', link);

  it('prints each Safe with its link and exactly its own owners and their keys', () => {
    expect(block(text, 'main')).toEqual([
      '  main: 2-of-3 Safe 1.4.1 (history of every kind, a queue and messages)',
      `      hh:${safes.main.address}  ${link(safes.main.address)}`,
      `      owner #0 ${address(0)}  key ${owners[0]!.privateKey}`,
      `      owner #1 ${safes.main.owners[1]}  key ${owners[1]!.privateKey}`,
      `      owner #2 ${address(2)}  key ${owners[2]!.privateKey}`,
    ]);
    // The Safe owned by the main Safe names it instead of a key it does not have.
    expect(block(text, 'nested').slice(2)).toEqual([
      `      owner: the main Safe ${safes.main.address}`,
      `      owner #5 ${address(5)}  key ${owners[5]!.privateKey}`,
    ]);
    expect(block(text, 'nested150')).toEqual([
      '  nested150: 2-of-2 Safe 1.5.0 (owned by the main Safe, which can also confirm by a signed message)',
      `      hh:${safes.nested150.address}  ${link(safes.nested150.address)}`,
      `      owner: the main Safe ${safes.main.address}`,
      `      owner #5 ${address(5)}  key ${owners[5]!.privateKey}`,
    ]);
    for (const name of ['legacy', 'migrated']) {
      const lines = block(text, name);
      expect(lines.filter((line) => line.includes('owner #'))).toEqual([
        `      owner #3 ${address(3)}  key ${owners[3]!.privateKey}`,
      ]);
    }
  });

  it('lists the test accounts that own no Safe apart', () => {
    const rest = text.split('Test accounts that own none of these Safes:')[1]!.trim().split('\n');
    // #5 co-owns the Safe owned by the main Safe.
    expect(rest.map((line) => line.trim().split(' ')[0])).toEqual(['#4']);
  });

  it('says so when an owner is not one of the test accounts', () => {
    const stranger = `0x${'9'.repeat(40)}`;
    const text = describeSeededSafes(
      { ...safes, legacy: { ...safes.legacy, owners: [stranger] } },
      owners,
      'hh',
      link,
    );
    expect(block(text, 'legacy')).toContain(
      `      owner #? ${stranger}  key (key unknown: not a test account)`,
    );
  });

  it('leaves out a Safe a seed stored by an older devnet does not have', () => {
    const { nested150: _added, ...older } = safes;
    const text = describeSeededSafes(older as SeedResult, owners, 'hh', link);
    expect(text).not.toContain('nested150');
    expect(block(text, 'nested')[0]).toContain('nested: 2-of-2 Safe 1.4.1');
  });
});
