// @vitest-environment jsdom
// The address form behind the gateway and RPC settings: a bad address is refused with the parser's
// words and nothing is saved; a good one is saved as parsed; reset saves null; a failed save says
// "Not saved" with the reason.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import { UrlSettingForm } from '../../../../src/features/settings/UrlSettingForm';
import { parseGatewayUrl } from '../../../../src/session/gateway/gatewayUrl';

const dom = mountPerTest();

function render(save: (next: string | null) => Promise<void>, isDefault = false) {
  act(() =>
    dom.root.render(
      <UrlSettingForm
        title="Gateway"
        inUse="In use: x"
        label="Gateway address"
        current="https://gw.example"
        parse={parseGatewayUrl}
        save={save}
        noun="gateway"
        isDefault={isDefault}
      />,
    ),
  );
}

function type(text: string) {
  const input = dom.container.querySelector('input') as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(name: string) {
  const button = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
  await act(async () => button?.click());
}

describe('UrlSettingForm', () => {
  it('refuses a non-http address with the parser message and saves nothing', async () => {
    const save = vi.fn(async () => {});
    render(save);
    type('javascript:alert(1)');
    await click('Save gateway');
    expect(save).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/http/);
    expect(dom.container.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the parsed address and announces it; reset saves null', async () => {
    const save = vi.fn(async () => {});
    render(save);
    type(' https://other.example/ ');
    await click('Save gateway');
    expect(save).toHaveBeenLastCalledWith('https://other.example');
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Gateway saved.');
    await click('Reset to default');
    expect(save).toHaveBeenLastCalledWith(null);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'Back to the default gateway.',
    );
  });

  it('says "Not saved" with the reason when saving fails, and disables reset on the default', async () => {
    render(async () => {
      throw new Error('QuotaExceededError');
    }, true);
    type('https://ok.example');
    await click('Save gateway');
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/^Not saved: /);
    const reset = [...dom.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Reset to default',
    );
    expect(reset?.disabled).toBe(true);
  });
});
