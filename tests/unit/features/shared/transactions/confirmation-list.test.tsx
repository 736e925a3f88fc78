// @vitest-environment jsdom
// The confirmation list counts only confirmations the review proved, marks a forged one on its
// row, keeps an owner wrongly shown as signed under "Not signed yet", and reads as history once
// the transaction was executed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../../src/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../../dom';
import { ConfirmationList } from '../../../../../src/features/shared/transactions/ConfirmationList';
import type { ConfirmationCheck } from '../../../../../src/safe';
import { OWNER_A, OWNER_B, OTHER, addr } from './fixtures';

const wallet = vi.hoisted(() => ({ address: null as string | null }));
vi.mock('../../../../../src/session/wallet/useWalletSession', () => ({
  useWalletSession: () => ({ address: wallet.address }),
}));

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => {
  ({ container, root } = dom);
  wallet.address = null;
});

function render(node: ReactNode) {
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const confirmations = [{ signer: addr(OWNER_A) }, { signer: addr(OWNER_B) }];
const owners = [addr(OWNER_A), addr(OWNER_B), addr(OTHER)];
const count = () => container.querySelector('[data-testid="confirmation-count"]')?.textContent;
const notSigned = () => container.querySelector('[aria-label="Not signed yet"]')?.textContent ?? '';

describe('ConfirmationList', () => {
  it('counts only proven confirmations and marks a forged one', () => {
    const checks: ConfirmationCheck[] = [
      { signer: OWNER_A, status: 'valid', recovered: OWNER_A },
      { signer: OWNER_B, status: 'forged', recovered: OTHER },
    ];
    render(
      <ConfirmationList
        confirmations={confirmations}
        required={2}
        owners={owners}
        checks={checks}
      />,
    );
    expect(count()).toBe('1 of 2 confirmations');
    const forged = container.querySelector('[data-status="forged"]');
    expect(forged?.textContent).toContain('Forged: not signed by this owner — not counted');
    // OWNER_B can still sign: the gateway's claim does not take them off the list.
    expect(notSigned()).toContain(OWNER_B.slice(0, 6));
  });

  it('under a hash lie, genuine signatures read "does not match the data shown", not "Forged"', () => {
    const checks: ConfirmationCheck[] = [
      { signer: OWNER_A, status: 'forged', recovered: OTHER },
      { signer: OWNER_B, status: 'forged', recovered: OTHER },
    ];
    render(
      <ConfirmationList
        confirmations={confirmations}
        required={2}
        owners={owners}
        checks={checks}
        hashMismatch
      />,
    );
    expect(count()).toBe('0 of 2 confirmations');
    const rows = container.querySelectorAll('[data-status="forged"]');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.textContent).toContain('does not match the data shown');
      expect(row.textContent).not.toContain('Forged');
    }
  });

  it('says "enough to execute" only from proven confirmations', () => {
    const checks: ConfirmationCheck[] = confirmations.map((c) => ({
      signer: c.signer.value,
      status: 'valid',
      recovered: c.signer.value,
    }));
    render(
      <ConfirmationList
        confirmations={confirmations}
        required={2}
        owners={owners}
        checks={checks}
      />,
    );
    expect(count()).toBe('2 of 2 confirmations — enough to execute');
  });

  it('never says "enough to execute" before the checks ran', () => {
    render(<ConfirmationList confirmations={confirmations} required={2} owners={owners} />);
    expect(count()).toBe('2 of 2 confirmations listed by the gateway — not checked yet');
  });

  it('reads as history for an executed transaction', () => {
    const checks: ConfirmationCheck[] = confirmations.map((c) => ({
      signer: c.signer.value,
      status: 'valid',
      recovered: c.signer.value,
    }));
    render(
      <ConfirmationList confirmations={confirmations} required={2} checks={checks} executed />,
    );
    expect(count()).toBe('Confirmations — executed with 2 of 2 confirmations');
    expect(container.textContent).not.toContain('enough to execute');
  });

  it('never says a message is "enough to execute": a message is signed, not executed', () => {
    const checks: ConfirmationCheck[] = confirmations.map((c) => ({
      signer: c.signer.value,
      status: 'valid',
      recovered: c.signer.value,
    }));
    render(
      <ConfirmationList
        confirmations={confirmations}
        required={2}
        owners={owners}
        checks={checks}
        subject="message"
      />,
    );
    expect(count()).toBe('2 of 2 confirmations — enough: the message is signed');
    expect(container.textContent).not.toContain('execute');
  });

  it('marks the connected owner "you", among signers and among those still missing', () => {
    wallet.address = OWNER_A;
    render(<ConfirmationList confirmations={[confirmations[0]!]} required={2} owners={owners} />);
    const signed = container.querySelector('[aria-label="Signed by"]');
    expect(signed?.querySelectorAll('[data-testid="you-badge"]')).toHaveLength(1);
    expect(notSigned()).not.toContain('you');
    wallet.address = OTHER.toLowerCase();
    render(<ConfirmationList confirmations={[confirmations[0]!]} required={2} owners={owners} />);
    expect(signed?.textContent ?? '').not.toContain('you');
    const missing = container.querySelector('[aria-label="Not signed yet"]');
    const mine = [...(missing?.querySelectorAll('li') ?? [])].filter((li) =>
      li.querySelector('[data-testid="you-badge"]'),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.textContent).toContain(OTHER.slice(0, 6));
  });
});
