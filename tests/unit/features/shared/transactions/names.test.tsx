// @vitest-environment jsdom
// Names in rows and summaries: the address book's name (else "owner") replaces the short address in
// every address field of a transaction, missing signers read by name, a rounded amount offers every
// digit, and a token transfer inside a batch reads in the token's units.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from '../../../../../src/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../dom';
import type { DataDecoded } from '../../../../../src/gateway';
import { DecodedDataView } from '../../../../../src/features/shared/transactions/DecodedDataView';
import {
  combineNames,
  withLocalNames,
} from '../../../../../src/features/shared/transactions/localNames';
import { toTxRowModel } from '../../../../../src/features/shared/transactions/rowModel';
import {
  TokenLookupContext,
  tokenLookupOf,
} from '../../../../../src/features/shared/transactions/tokenLookup';
import { TransactionRow } from '../../../../../src/features/shared/transactions/TransactionRow';
import { OTHER, OWNER_A, OWNER_B, SAFE, TOKEN, addr, erc20Out, summary } from './fixtures';

const dom = mountPerTest();
let container: HTMLDivElement;
beforeEach(() => ({ container } = dom));

function render(node: ReactNode) {
  act(() =>
    dom.root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const book: Record<string, string> = {
  [OTHER.toLowerCase()]: 'Dave',
  [OWNER_B.toLowerCase()]: 'Bob',
};
const nameOf = combineNames((address) => book[address.toLowerCase()], [OWNER_A, OWNER_B]);

const awaiting = summary(erc20Out, {
  txStatus: 'AWAITING_CONFIRMATIONS',
  executionInfo: {
    type: 'MULTISIG',
    nonce: 4,
    confirmationsRequired: 2,
    confirmationsSubmitted: 0,
    missingSigners: [addr(OWNER_A), addr(OWNER_B)],
  },
});

describe('local names', () => {
  it('rename every address field the book (or the owner list) knows, leaving the rest', () => {
    const named = withLocalNames(awaiting, nameOf);
    expect(named).not.toBe(awaiting);
    expect(awaiting.executionInfo).toEqual(summary(erc20Out, awaiting).executionInfo);
    const row = toTxRowModel(awaiting, { nameOf });
    expect(row.description.summary).toMatch(/^Send .* TST to Dave \(0x22d4…e32b\)$/i);
    expect(row.missingSigners).toEqual([
      expect.stringMatching(/^owner \(0x90F8/i),
      expect.stringMatching(/^Bob \(0xFFcf/i),
    ]);
    // Nothing known: the same object back (no copy per row).
    expect(withLocalNames(awaiting, () => undefined)).toBe(awaiting);
  });

  it('show the names and every digit of a rounded amount in the row', () => {
    render(
      <TransactionRow
        transaction={awaiting}
        safeParam={`hh:${SAFE}`}
        nameOf={nameOf}
        showMissingSigners
      />,
    );
    expect(container.textContent).toContain('to Dave');
    expect(container.textContent).toMatch(/Waiting for: owner \(0x90F8.*\), Bob \(0xFFcf/i);
    expect(container.querySelector('.tx-exact')?.textContent).toBe(
      'Exact amount: 1,234.567891234567891234 TST',
    );
  });
});

describe('decoded batch transfers', () => {
  it('read "5 TST to …" for a token this screen knows', () => {
    const batch: DataDecoded = {
      method: 'multiSend',
      parameters: [
        {
          name: 'transactions',
          type: 'bytes',
          value: '0x',
          valueDecoded: [
            {
              operation: 0,
              to: TOKEN,
              value: '0',
              data: '0xa9059cbb',
              dataDecoded: {
                method: 'transfer',
                parameters: [
                  { name: 'to', type: 'address', value: OTHER },
                  { name: 'value', type: 'uint256', value: '5000000000000000000' },
                ],
              },
            },
          ],
        },
      ],
    };
    render(
      <TokenLookupContext.Provider
        value={tokenLookupOf([{ address: TOKEN.toLowerCase(), symbol: 'TST', decimals: 18 }])}
      >
        <DecodedDataView data={batch} />
      </TokenLookupContext.Provider>,
    );
    expect(container.querySelector('.action-summary')?.textContent).toMatch(/^Transfer 5 TST to /);
    render(<DecodedDataView data={batch} />);
    expect(container.querySelector('.action-summary')).toBeNull();
  });
});
