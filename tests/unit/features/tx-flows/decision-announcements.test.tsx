// @vitest-environment jsdom
// The signing path's announcements: the verdict's status and alert nodes exist before the verdict
// changes and never switch role; a flow's progress and result are written into live regions that
// were there before it started, and focus moves to them when the flow starts (the button that
// started it is disabled and would drop focus to the body); the decision's skip link focuses the
// bar's first enabled button; evidence is one tap away unless something in it is wrong.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { ActionBar, DecisionSkipLink } from '../../../../src/features/shared/ActionBar';
import { OneTapAway } from '../../../../src/features/shared/OneTapAway';
import { DecisionVerdict } from '../../../../src/features/tx-flows/DecisionVerdict';
import { FlowStatus } from '../../../../src/features/tx-flows/FlowStatus';
import type { FlowState } from '../../../../src/features/tx-flows/useFlowRunner';
import type { SigningGate } from '../../../../src/session/review/signingGate';

const dom = mountPerTest();
const q = (selector: string) => dom.container.querySelector<HTMLElement>(selector);

describe('DecisionVerdict', () => {
  it('says a block from the alert node that was there all along, and never switches a role', () => {
    const show = (gate: SigningGate) => act(() => dom.root.render(<DecisionVerdict gate={gate} />));
    show({ status: 'checking', reason: 'Reading the Safe from the chain…' });
    const status = q('[role="status"]')!;
    const alert = q('[role="alert"]')!;
    expect(status.textContent).toContain('Checking: Reading the Safe from the chain…');
    expect(alert.textContent).toBe('');

    show({ status: 'blocked', reason: 'Do not sign: the hash computed here does not match.' });
    expect(q('[role="alert"]')).toBe(alert);
    expect(q('[role="status"]')).toBe(status);
    expect(alert.textContent).toContain('Do not sign: the hash computed here does not match.');
    expect(alert.textContent).not.toContain('Do not sign: Do not sign');
    expect(status.textContent).toBe('');
    expect(q('[data-testid="decision-verdict"]')!.dataset.status).toBe('blocked');

    show({ status: 'ok', reason: 'Verified on this device.' });
    expect(status.textContent).toContain('Verified: Verified on this device.');
    expect(alert.textContent).toBe('');
  });
});

describe('FlowStatus', () => {
  it('writes progress, result and error into regions that existed before, and takes the focus', () => {
    const show = (state: FlowState) =>
      act(() =>
        dom.root.render(
          <>
            <button type="button">Confirm</button>
            <FlowStatus state={state} />
          </>,
        ),
      );
    show({ phase: 'idle' });
    const status = q('[role="status"]')!;
    const alert = q('[role="alert"]')!;
    q('button')!.focus();
    show({ phase: 'running', label: 'Waiting for your wallet’s signature…' });
    expect(q('[role="status"]')).toBe(status);
    expect(status.textContent).toBe('Waiting for your wallet’s signature…');
    expect(document.activeElement).toBe(q('[data-testid="flow-status"]'));

    show({ phase: 'done', message: 'Your confirmation was sent to the gateway.' });
    expect(q('[data-testid="flow-result"]')!.closest('[role="status"]')).toBe(status);
    expect(document.activeElement).toBe(q('[data-testid="flow-status"]'));

    show({ phase: 'error', message: 'You rejected the request in your wallet.', error: null });
    expect(q('[data-testid="flow-error"]')!.closest('[role="alert"]')).toBe(alert);
    expect(status.textContent).toBe('');
  });

  it('leaves the outcome to the caller when asked', () => {
    act(() =>
      dom.root.render(<FlowStatus state={{ phase: 'done', message: 'sent' }} showResult={false} />),
    );
    expect(q('[data-testid="flow-result"]')).toBeNull();
  });
});

describe('ActionBar and its skip link', () => {
  it('"Go to the decision" focuses the first enabled button, else the bar', () => {
    const show = (confirmEnabled: boolean) =>
      act(() =>
        dom.root.render(
          <>
            <DecisionSkipLink />
            <p>What happens…</p>
            <ActionBar>
              <button type="button" disabled={!confirmEnabled}>
                Confirm
              </button>
              <button type="button" disabled>
                Execute
              </button>
            </ActionBar>
          </>,
        ),
      );
    show(true);
    const link = q('[data-testid="decision-skip-link"]')!;
    act(() => link.click());
    expect(document.activeElement?.textContent).toBe('Confirm');
    show(false);
    act(() => link.click());
    expect(document.activeElement).toBe(q('[data-testid="action-bar"]'));
    expect(q('[data-testid="action-bar"]')!.getAttribute('role')).toBe('group');
  });
});

describe('OneTapAway', () => {
  it('hides the evidence behind a closed disclosure, and shows it plainly when wrong', () => {
    const show = (expanded: boolean) =>
      act(() =>
        dom.root.render(
          <OneTapAway summary="Hashes" expanded={expanded}>
            <p>0xabc</p>
          </OneTapAway>,
        ),
      );
    show(false);
    const details = dom.container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('Hashes');
    show(true);
    expect(q('details')).toBeNull();
    expect(dom.container.textContent).toBe('0xabc');
  });
});
