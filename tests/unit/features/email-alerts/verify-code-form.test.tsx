// @vitest-environment jsdom
// The code form as rendered: the field keeps six digits, a short code never reaches the gateway,
// the resend button waits out the 60 s counted from the stored request time (so a reload keeps
// counting), and repeated wrong codes suggest a new one.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyCodeForm } from '../../../../src/features/email-alerts/VerifyCodeForm';
import type { EmailAlertRecord } from '../../../../src/storage/emailAlerts';
import { mountPerTest } from '../../dom';

const dom = mountPerTest();
const NOW = 1_700_000_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const record = (codeSentAt: number | null): EmailAlertRecord => ({
  email: 'owner@example.test',
  verified: false,
  codeSentAt,
  confirmedAt: NOW,
});

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const $ = <T extends Element>(selector: string) => dom.container.querySelector<T>(selector)!;
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;
async function submit() {
  await act(async () => {
    $('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('VerifyCodeForm', () => {
  it('keeps digits only and sends only a full code', async () => {
    const onVerify = vi.fn(async () => true);
    act(() =>
      dom.root.render(
        <VerifyCodeForm
          record={record(null)}
          disabled={false}
          onVerify={onVerify}
          onResend={vi.fn()}
        />,
      ),
    );
    const input = $<HTMLInputElement>('input');
    expect(input.labels?.[0]?.textContent).toBe('Verification code');
    type(input, '12a3');
    expect(input.value).toBe('123');
    await submit();
    expect(onVerify).not.toHaveBeenCalled();
    expect($('[role="alert"]').textContent).toBe('The code has 6 digits; 3 typed.');
    type(input, '123-456 7');
    expect(input.value).toBe('123456');
    await submit();
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('counts the resend cooldown down from the stored request time', () => {
    const onResend = vi.fn();
    act(() =>
      dom.root.render(
        <VerifyCodeForm
          record={record(NOW - 50_000)}
          disabled={false}
          onVerify={vi.fn(async () => true)}
          onResend={onResend}
        />,
      ),
    );
    const cooldown = () => $('[data-testid="resend-cooldown"]').textContent;
    expect(cooldown()).toBe('A new code can be requested in 10 s.');
    expect(button('Send a new code').disabled).toBe(true);
    act(() => vi.advanceTimersByTime(4_000));
    expect(cooldown()).toBe('A new code can be requested in 6 s.');
    act(() => vi.advanceTimersByTime(6_000));
    expect(cooldown()).toBe('You can request a new code.');
    expect(button('Send a new code').disabled).toBe(false);
    act(() => button('Send a new code').click());
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('suggests a new code after three refused codes', async () => {
    act(() =>
      dom.root.render(
        <VerifyCodeForm
          record={record(null)}
          disabled={false}
          onVerify={vi.fn(async () => false)}
          onResend={vi.fn()}
        />,
      ),
    );
    type($<HTMLInputElement>('input'), '111111');
    await submit();
    await submit();
    expect(dom.container.querySelector('[data-testid="wrong-code-hint"]')).toBeNull();
    await submit();
    expect($('[data-testid="wrong-code-hint"]').textContent).toMatch(/3 codes were not accepted/);
  });
});
