// @vitest-environment jsdom
// What an import says: new bundles and added signers, signatures left out, fields ignored, the
// review link of each kind, an unknown chain, and a conflict with both hashes and nothing merged.
import { act } from 'react';
import { MemoryRouter } from '../../../../src/router';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { ImportOutcome } from '../../../../src/features/bundles/ImportOutcome';
import type { ChainInfo } from '../../../../src/gateway';
import { calculateBundleHash, createBundle, mergeBundles } from '../../../../src/safe/bundle';
import type { ImportBundleOutcome } from '../../../../src/session/bundles/importBundle';
import {
  owners,
  safe,
  sign,
  signedBy,
  unsignedTransactionBundle,
} from '../../safe/bundle/fixtures';

const dom = mountPerTest();
const chain = { chainId: '31337', chainName: 'Devnet', shortName: 'dev' } as ChainInfo;
const tx = unsignedTransactionBundle();
const hash = calculateBundleHash(tx);

function render(outcome: ImportBundleOutcome, known: ChainInfo | null = chain) {
  act(() =>
    dom.root.render(
      <MemoryRouter>
        <ImportOutcome outcome={outcome} chain={known} />
      </MemoryRouter>,
    ),
  );
  return dom.container;
}

describe('ImportOutcome', () => {
  it('reports a new bundle and links to its review on the transaction screen', () => {
    const bundle = signedBy(tx, owners[0]!);
    const view = render({
      status: 'held',
      bundle,
      hash,
      added: [owners[0]!.address],
      rejected: [],
      isNew: true,
      ignoredFields: [],
    });
    expect(view.textContent).toContain('Bundle imported with 1 signature');
    expect(view.textContent).toContain('nonce 5');
    const link = view.querySelector('a')!;
    expect(link.textContent).toBe('Review the transaction');
    expect(link.getAttribute('href')).toBe(
      `/transactions/tx?safe=dev:${safe}&bundle=${encodeURIComponent(hash)}`,
    );
  });

  it('lists added signers, signatures left out and ignored fields', () => {
    const forged = { signer: owners[2]!.address, signature: sign(owners[1]!, tx).signature };
    const view = render({
      status: 'held',
      bundle: signedBy(tx, owners[0]!, owners[1]!),
      hash,
      added: [owners[1]!.address],
      rejected: [forged],
      isNew: false,
      ignoredFields: ['comment', 'transaction.hint'],
    });
    expect(view.textContent).toContain('1 signature added to the bundle held here');
    expect(view.textContent).toContain(`Added: ${owners[1]!.address}`);
    expect(view.textContent).toContain(`Left out 1 signature`);
    expect(view.textContent).toContain(owners[2]!.address);
    expect(view.querySelector('[data-testid="bundle-ignored-fields"]')?.textContent).toContain(
      'comment, transaction.hint',
    );
  });

  it('links a message bundle to the message screen, and says when the chain is unknown', () => {
    const message = createBundle({
      chainId: '31337',
      safeAddress: safe,
      safeVersion: '1.4.1',
      signatures: [],
      message: 'hi',
    });
    const outcome: ImportBundleOutcome = {
      status: 'held',
      bundle: message,
      hash: calculateBundleHash(message),
      added: [],
      rejected: [],
      isNew: true,
      ignoredFields: [],
    };
    expect(render(outcome).querySelector('a')?.getAttribute('href')).toMatch(
      /^\/transactions\/msg\?safe=dev:0x[0-9a-fA-F]{40}&bundle=0x/,
    );
    expect(render(outcome, null).textContent).toContain('does not know chain 31337');
  });

  it('shows a conflict with both hashes and says nothing was merged', () => {
    const other = unsignedTransactionBundle(2n);
    const { conflict } = mergeBundles(tx, other);
    const view = render({ status: 'conflict', held: tx, conflict: conflict!, ignoredFields: [] });
    expect(view.querySelector('[role="alert"]')?.textContent).toContain(
      'Both bundles hold a transaction with nonce 5',
    );
    expect(view.textContent).toContain(hash);
    expect(view.textContent).toContain(calculateBundleHash(other));
    expect(view.textContent).toContain('Nothing was merged');
    expect(view.querySelector('a')).toBeNull();
  });
});
