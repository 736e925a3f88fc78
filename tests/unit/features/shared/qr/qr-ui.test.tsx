// @vitest-environment jsdom
// The QR screens without a camera: refusal and a missing camera in words, a multi-part `bytes` UR
// pasted as text (parts out of order) handed over as its text, a code of the wrong kind named, and
// the animated code cycling through its parts with a pause.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../../dom';
import { AnimatedUrQr } from '../../../../../src/features/shared/qr/AnimatedUrQr';
import { TextQrScanner } from '../../../../../src/features/shared/qr/TextQrScanner';
import { loadUr } from '../../../../../src/wallet/qr/loadUr';

const dom = mountPerTest();

/** Resolves once `check` passes (React state settles through async loads). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function cameraFails(name: string) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn().mockRejectedValue(new DOMException('no', name)) },
  });
}

function paste(text: string) {
  const area = dom.container.querySelector('textarea')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const submit = [...dom.container.querySelectorAll('button')].find(
    (b) => b.textContent === 'Use pasted text',
  )!;
  act(() => submit.click());
}

const errorText = (id: string) =>
  dom.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('TextQrScanner', () => {
  it('says the camera was refused, and still takes a pasted multi-part code', async () => {
    cameraFails('NotAllowedError');
    const onText = vi.fn();
    act(() => dom.root.render(<TextQrScanner what="the bundle's code" onText={onText} />));
    await until(() => errorText('camera-error') !== '', 'the camera error');
    expect(errorText('camera-error')).toContain('Camera access was refused');

    const ur = await loadUr();
    const payload = JSON.stringify({ bundle: 'x'.repeat(600) });
    const source = ur.urParts(ur.bytesUr(payload), 60);
    const parts = Array.from({ length: source.partCount * 2 }, () => source.nextPart()).reverse();
    paste(parts.join('\n'));
    await until(() => onText.mock.calls.length > 0, 'the text');
    expect(onText).toHaveBeenCalledWith(payload);
  });

  it('says there is no camera, and names a code of the wrong kind', async () => {
    cameraFails('NotFoundError');
    const onText = vi.fn();
    act(() => dom.root.render(<TextQrScanner what="the bundle's code" onText={onText} />));
    await until(() => errorText('camera-error') !== '', 'the camera error');
    expect(errorText('camera-error')).toContain('No camera was found');

    const ur = await loadUr();
    const signature = ur.buildSignature(`0x${'11'.repeat(65)}`, crypto.randomUUID());
    paste(ur.urText(signature));
    await until(() => errorText('scan-error') !== '', 'the scan error');
    expect(errorText('scan-error')).toContain('holds "eth-signature", not bytes');
    expect(onText).not.toHaveBeenCalled();
  });
});

describe('AnimatedUrQr', () => {
  it('cycles through the parts of a long text and pauses on request', async () => {
    act(() => dom.root.render(<AnimatedUrQr text={'z'.repeat(800)} label="Bundle" frameMs={20} />));
    const path = () =>
      dom.container.querySelector('svg[aria-label="Bundle"] path')?.getAttribute('d');
    await until(() => path() != null, 'the first code');
    expect(dom.container.textContent).toMatch(/Animated code: \d+ parts/);
    const first = path();
    await until(() => path() !== first, 'the next part');

    const pause = [...dom.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Pause',
    )!;
    act(() => pause.click());
    const held = path();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(path()).toBe(held);
    expect(dom.container.textContent).toContain('Paused on frame');
  });

  it('shows one static code when the text fits', async () => {
    act(() => dom.root.render(<AnimatedUrQr text="short" label="Small" />));
    await until(() => dom.container.querySelector('svg') !== null, 'the code');
    expect(dom.container.textContent).toContain('One code: scan it once.');
    const textarea = dom.container.querySelector('textarea')!;
    expect(textarea.value).toMatch(/^ur:bytes\//);
  });
});
