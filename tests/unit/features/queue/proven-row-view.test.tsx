// @vitest-environment jsdom
// The queue row as a person reads it: the proven count and "Needs confirmations" once the review
// ran (never the gateway's "Ready to execute" over a forged confirmation), and "(gateway,
// unchecked)" on the gateway's count and status until then.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../src/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { TransactionRow } from '../../../../src/features/shared/transactions/TransactionRow';
import { OWNER_A, OWNER_B, OTHER, SAFE, erc20Out, summary } from '../shared/transactions/fixtures';

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

function render(node: ReactNode) {
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

// The gateway lists OWNER_B's (forged) confirmation: 2 of 2, ready to execute.
const lyingReady = summary(erc20Out, {
  id: `multisig_${SAFE}_0x${'cd'.repeat(32)}`,
  txStatus: 'AWAITING_EXECUTION',
  executionInfo: {
    type: 'MULTISIG',
    nonce: 4,
    confirmationsRequired: 2,
    confirmationsSubmitted: 2,
    missingSigners: [],
  },
});

describe('queue row with the review', () => {
  it('shows 1 of 2 and "Needs confirmations" when only one confirmation is proven', () => {
    render(
      <TransactionRow
        transaction={lyingReady}
        safeParam={`hh:${SAFE}`}
        connectedAddress={OWNER_B}
        showMissingSigners
        proven={{ validSigners: [OWNER_A], owners: [OWNER_A, OWNER_B, OTHER], threshold: 2 }}
      />,
    );
    expect(container.querySelector('.tx-confirmations')?.textContent).toBe('1 of 2 confirmations');
    // The owner the gateway wrongly lists as signed is asked to sign: the action state's one label.
    const badge = container.querySelector('.status-badge');
    expect(badge?.textContent).toContain('Needs your signature');
    expect(badge?.getAttribute('data-action-status')).toBe('needs-your-signature');
    expect(container.textContent).not.toContain('Ready to execute');
    expect(container.textContent).toContain('Waiting for:');
  });

  it('says "Blocked" and never "Needs your signature" when the review blocks', () => {
    render(
      <TransactionRow
        transaction={lyingReady}
        safeParam={`hh:${SAFE}`}
        connectedAddress={OWNER_B}
        proven={{
          validSigners: [OWNER_A, OWNER_B],
          owners: [OWNER_A, OWNER_B, OTHER],
          threshold: 2,
          blocked: 'Do not sign: the hash does not match.',
        }}
      />,
    );
    expect(container.querySelector('.status-badge')?.textContent).toContain(
      'Blocked — do not sign',
    );
    expect(container.textContent).not.toContain('Needs your signature');
    expect(container.textContent).not.toContain('Ready to execute');
  });

  it('shows a dangerous warning on the row', () => {
    render(
      <TransactionRow
        transaction={lyingReady}
        safeParam={`hh:${SAFE}`}
        proven={{
          validSigners: [OWNER_A],
          owners: [OWNER_A, OWNER_B, OTHER],
          threshold: 2,
          dangerous: [{ code: 'NONCE_FAR_PAST_QUEUE', message: 'Nonce 40 is far away.' }],
        }}
      />,
    );
    expect(
      container.querySelector('[data-dangerous="NONCE_FAR_PAST_QUEUE"]')?.textContent,
    ).toContain('Nonce 40 is far away.');
  });

  it('marks the gateway’s count and status unchecked before the review ran', () => {
    render(<TransactionRow transaction={lyingReady} safeParam={`hh:${SAFE}`} proven={null} />);
    expect(container.querySelector('.tx-confirmations')?.textContent).toBe(
      '2 of 2 confirmations (gateway, unchecked)',
    );
    const badge = container.querySelector('.status-badge');
    expect(badge?.textContent).toContain('Ready to execute (gateway, unchecked)');
    expect(badge?.className).toContain('tone-muted');
  });
});
