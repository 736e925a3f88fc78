// @vitest-environment jsdom
// The transaction row and the decoded-data view as a person meets them: link target, markers,
// text alternatives for glyphs, long batches shown in part until asked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../../src/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../dom';
import type { DataDecoded } from '../../../../../src/gateway';
import { DecodedDataView } from '../../../../../src/features/shared/transactions/DecodedDataView';
import { TransactionRow } from '../../../../../src/features/shared/transactions/TransactionRow';
import { OTHER, OWNER_A, OWNER_B, SAFE, addr, erc20Out, summary } from './fixtures';

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

function render(node: ReactNode) {
  const queryClient = new QueryClient();
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const awaiting = summary(erc20Out, {
  id: `multisig_${SAFE}_0x${'ab'.repeat(32)}`,
  txStatus: 'AWAITING_CONFIRMATIONS',
  executionInfo: {
    type: 'MULTISIG',
    nonce: 4,
    confirmationsRequired: 2,
    confirmationsSubmitted: 1,
    missingSigners: [addr(OWNER_B)],
  },
});

describe('TransactionRow', () => {
  it('links to the details with the Safe and the id', () => {
    render(<TransactionRow transaction={awaiting} safeParam={`hh:${SAFE}`} />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(
      `/transactions/tx?safe=hh:${SAFE}&id=multisig_${SAFE}_0x${'ab'.repeat(32)}`,
    );
    // Not executed yet: an instruction, not a fact.
    expect(link?.textContent).toContain('Send 1,234.567891… TST');
    expect(link?.textContent).not.toContain('Sent');
    expect(link?.textContent).toContain('1 of 2 confirmations');
    expect(link?.textContent).toContain('Needs confirmations');
  });

  it('marks rows the connected owner has to sign, and only those', () => {
    render(
      <TransactionRow
        transaction={awaiting}
        safeParam={`hh:${SAFE}`}
        connectedAddress={OWNER_B}
        showMissingSigners
      />,
    );
    expect(container.textContent).toContain('Needs your signature');
    // The connected owner is the one still missing: named "you".
    expect(container.textContent).toContain('Waiting for: you');
    render(
      <TransactionRow transaction={awaiting} safeParam={`hh:${SAFE}`} connectedAddress={OWNER_A} />,
    );
    expect(container.textContent).not.toContain('Needs your signature');
  });

  it('hides decorative glyphs from screen readers', () => {
    render(<TransactionRow transaction={awaiting} safeParam={`hh:${SAFE}`} />);
    const icon = container.querySelector('.tx-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    const badge = container.querySelector('.status-badge');
    expect(badge?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(badge?.textContent).toContain('Needs confirmations');
  });
});

describe('DecodedDataView', () => {
  const transfer: DataDecoded = {
    method: 'transfer',
    parameters: [
      { name: 'to', type: 'address', value: OTHER },
      { name: 'value', type: 'uint256', value: '5' },
    ],
  };
  const batch = (count: number): DataDecoded => ({
    method: 'multiSend',
    parameters: [
      {
        name: 'transactions',
        type: 'bytes',
        value: '0x',
        valueDecoded: Array.from({ length: count }, () => ({
          operation: 0 as const,
          to: OTHER,
          value: '1000000000000000000',
          data: '0xa9059cbb',
          dataDecoded: transfer,
        })),
      },
    ],
  });

  it('numbers the actions of a batch and decodes each', () => {
    render(<DecodedDataView data={batch(2)} />);
    const actions = container.querySelector('ol[aria-label="Actions of multiSend"]');
    expect(actions?.children).toHaveLength(2);
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Action 1',
      'Action 2',
    ]);
    expect(actions?.textContent).toContain('Method transfer');
    expect(actions?.textContent).toContain('1 ');
  });

  it('shows a long batch in part until asked for all of it', () => {
    render(<DecodedDataView data={batch(30)} />);
    const actions = () => container.querySelectorAll('ol[aria-label="Actions of multiSend"] > li');
    expect(actions()).toHaveLength(25);
    const button = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Show all 30 actions'),
    );
    act(() => button?.click());
    expect(actions()).toHaveLength(30);
  });
});
