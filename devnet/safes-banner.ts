// The part of the `npm start` banner that lists the seeded Safes. Each Safe is printed with its
// own owners' addresses and keys, so nobody has to match owner numbers against the seed code to
// know which key signs for which Safe.
import type { DevnetOwner } from './devnet';
import type { SeedResult } from './seed/seed';

/** What a Safe of the seed is for, in the banner's words. */
const SAFE_NOTES: Record<'main' | 'legacy' | 'migrated' | 'nested' | 'nested150', string> = {
  main: 'history of every kind, a queue and messages',
  legacy: 'outdated version',
  migrated: 'created on 1.3.0, migrated',
  nested: 'owned by the main Safe, a transaction waiting for it',
  nested150: 'owned by the main Safe, which can also confirm by a signed message',
};

/**
 * Lists the seeded Safes with their links and their owners (test account number, address and
 * private key), then the test accounts that own none of them.
 */
export function describeSeededSafes(
  safes: SeedResult,
  owners: readonly DevnetOwner[],
  shortName: string,
  link: (address: string) => string,
): string {
  const indexOf = (address: string) =>
    owners.findIndex((owner) => owner.address.toLowerCase() === address.toLowerCase());
  const ownerLine = (address: string) => {
    // A Safe owning a Safe signs through its own owners: name it instead of a key.
    if (address.toLowerCase() === safes.main.address.toLowerCase())
      return `      owner: the main Safe ${address}`;
    const index = indexOf(address);
    const key = owners[index]?.privateKey ?? '(key unknown: not a test account)';
    return `      owner #${index === -1 ? '?' : index} ${address}  key ${key}`;
  };
  // A seed stored by an older devnet (a kept data dir) lacks the Safes added since: left out.
  const names = (Object.keys(SAFE_NOTES) as (keyof typeof SAFE_NOTES)[]).filter(
    (name) => (safes as Partial<SeedResult>)[name] !== undefined,
  );
  const blocks = names.map((name) => {
    const safe = safes[name];
    return [
      `  ${name}: ${safe.threshold}-of-${safe.owners.length} Safe ${safe.version} (${SAFE_NOTES[name]})`,
      `      ${shortName}:${safe.address}  ${link(safe.address)}`,
      ...safe.owners.map(ownerLine),
    ].join('\n');
  });
  const owning = new Set(names.flatMap((name) => safes[name].owners.map(indexOf)));
  const others = owners
    .map((owner, index) => ({ owner, index }))
    .filter(({ index }) => !owning.has(index))
    .map(({ owner, index }) => `      #${index} ${owner.address}  key ${owner.privateKey}`);
  return [
    'Safes and their owner keys (test mnemonic, devnet only):',
    ...blocks,
    ...(others.length > 0 ? ['  Test accounts that own none of these Safes:', ...others] : []),
  ].join('\n');
}
