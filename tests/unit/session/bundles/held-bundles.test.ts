// Held bundles: an import merges into what this device holds (signatures add up), conflicts are
// returned and never stored, and links, fragments and JSON all import the same bundle.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBundleLink, serializeBundle } from '../../../../src/safe/bundle';
import { holdBundle, readHeldBundle } from '../../../../src/session/bundles/heldBundles';
import { importBundle } from '../../../../src/session/bundles/importBundle';
import { closeCountersignDb } from '../../../../src/storage/db';
import { listAllBundleRecords } from '../../../../src/storage/bundles';
import { owners, sign, signedBy, unsignedTransactionBundle } from '../../safe/bundle/fixtures';

const [a, b, c] = owners as [(typeof owners)[0], (typeof owners)[0], (typeof owners)[0]];
const tx = unsignedTransactionBundle();

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

describe('holdBundle', () => {
  it('stores a new bundle as it came and merges later ones into it', async () => {
    const first = await holdBundle(signedBy(tx, a));
    expect(first).toMatchObject({ status: 'held', isNew: true, added: [a.address] });
    const second = await holdBundle(signedBy(tx, b));
    expect(second).toMatchObject({ status: 'held', isNew: false, added: [b.address] });
    const held = await readHeldBundle(
      tx.chainId,
      tx.safe,
      second.status === 'held' ? second.hash : '',
    );
    expect(held?.signatures.map((s) => s.signer).sort()).toEqual([a.address, b.address].sort());
    expect((await listAllBundleRecords())[0]?.signatureCount).toBe(2);
  });

  it('returns a conflict for another transaction with the same nonce and stores nothing', async () => {
    await holdBundle(signedBy(tx, a));
    const other = signedBy(unsignedTransactionBundle(5n), b);
    const outcome = await holdBundle(other);
    expect(outcome.status).toBe('conflict');
    expect(outcome.status === 'conflict' && outcome.conflict.reason).toBe('same-nonce');
    expect(await listAllBundleRecords()).toHaveLength(1);
  });

  it('returns a conflict when a signer has a forged second signature', async () => {
    await holdBundle(signedBy(tx, a));
    const forged = { ...tx, signatures: [{ signer: a.address, signature: sign(c, tx).signature }] };
    const outcome = await holdBundle(forged);
    expect(outcome.status === 'conflict' && outcome.conflict.reason).toBe('signature-mismatch');
  });
});

describe('importBundle', () => {
  it('imports JSON, a link and a bare fragment alike, and lists ignored fields', async () => {
    const json = JSON.stringify({ ...JSON.parse(serializeBundle(signedBy(tx, a))), extra: 1 });
    const fromJson = await importBundle(json);
    expect(fromJson).toMatchObject({ status: 'held', isNew: true, ignoredFields: ['extra'] });
    const link = await createBundleLink(signedBy(tx, b), 'https://app.example');
    expect(await importBundle(link)).toMatchObject({ status: 'held', added: [b.address] });
    const fragment = (await createBundleLink(signedBy(tx, c), 'https://x')).split('#')[1]!;
    expect(await importBundle(`#${fragment}`)).toMatchObject({ added: [c.address] });
  });

  it('throws the parser’s error for text that is no bundle', async () => {
    await expect(importBundle('hello')).rejects.toThrow(
      'This is not a bundle: the text is not JSON.',
    );
  });
});
