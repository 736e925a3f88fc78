// @vitest-environment jsdom
// The modal dialog: the rest of the page is inert while it is open, Tab and Shift+Tab from the box
// itself stay inside, content that replaces the focused control keeps focus in the dialog, and on
// close focus returns to the opener — or, when the opener is gone, to what the caller names.
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { Dialog } from '../../../../src/features/shared/Dialog';
import { accountLabel } from '../../../../src/features/shared/wallet/ConnectWallet';

const dom = mountPerTest();

function key(target: Element, init: KeyboardEventInit) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  });
}

/** Opener replaced by another button while the dialog is open (as Connect replaces itself). */
function Harness() {
  const [open, setOpen] = useState(false);
  const [connected, setConnected] = useState(false);
  const [step, setStep] = useState<'list' | 'form'>('list');
  return (
    <div id="area">
      {connected ? (
        <button type="button">Account chip</button>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      {open && (
        <Dialog
          title="Connect"
          onClose={() => setOpen(false)}
          returnFocus={() => document.querySelector<HTMLElement>('#area button')}
        >
          {step === 'list' ? (
            <button type="button" onClick={() => setStep('form')}>
              Pick
            </button>
          ) : (
            <>
              <select aria-label="Account">
                <option>a</option>
              </select>
              <button
                type="button"
                onClick={() => {
                  setConnected(true);
                  setOpen(false);
                }}
              >
                Connect
              </button>
            </>
          )}
        </Dialog>
      )}
    </div>
  );
}

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === text)!;

describe('Dialog', () => {
  it('makes the page inert, keeps focus inside and hands it to the replacement on close', async () => {
    act(() => dom.root.render(<Harness />));
    const open = byText('Open');
    open.focus();
    act(() => open.click());
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dom.container.contains(dialog)).toBe(false);
    expect(dom.container.inert).toBe(true);
    expect(document.activeElement).toBe(byText('Pick'));

    // Shift+Tab from the box itself wraps to the last control instead of leaving.
    dialog.focus();
    key(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(byText('Pick'));

    // The list becomes a form: the focused button is gone, focus goes to the form's first control.
    // The observer runs as a microtask, after the render.
    await act(async () => byText('Pick').click());
    expect(document.activeElement?.tagName).toBe('SELECT');

    act(() => byText('Connect').click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(dom.container.inert).toBe(false);
    expect(document.activeElement).toBe(byText('Account chip'));
  });

  it('gives focus back to the opener after Escape', () => {
    act(() => dom.root.render(<Harness />));
    const open = byText('Open');
    open.focus();
    act(() => open.click());
    key(document.activeElement!, { key: 'Escape' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(open);
  });
});

describe('accountLabel', () => {
  const owner = '0x1111111111111111111111111111111111111111';
  const other = '0x2222222222222222222222222222222222222222';
  it('marks the owners of the open Safe and the others', () => {
    const owners = new Set([owner]);
    expect(accountLabel(owner, 0, owners)).toBe(`Account 0: ${owner} — owner of this Safe`);
    expect(accountLabel(other, 1, owners)).toBe(`Account 1: ${other} — not an owner`);
  });
  it('says nothing of ownership without an open Safe', () => {
    expect(accountLabel(other, 3, null)).toBe(`Account 3: ${other}`);
  });
});
