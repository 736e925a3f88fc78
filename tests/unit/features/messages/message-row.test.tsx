// @vitest-environment jsdom
// Message rows load a logo only from http(s) and show gateway strings as text.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from '../../../../src/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import type { SafeMessageItem } from '../../../../src/gateway';
import { MessageRowView } from '../../../../src/features/messages/MessagesScreen';

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

const SAFE = '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6';
const message = (over: Partial<SafeMessageItem>): SafeMessageItem => ({
  type: 'MESSAGE',
  messageHash: `0x${'cd'.repeat(32)}`,
  status: 'CONFIRMED',
  logoUri: null,
  name: 'Mail app',
  message: 'hello',
  creationTimestamp: Date.UTC(2026, 10, 21, 14, 5),
  modifiedTimestamp: Date.UTC(2026, 10, 21, 14, 5),
  confirmationsSubmitted: 2,
  confirmationsRequired: 2,
  proposedBy: { value: SAFE, name: null, logoUri: null },
  confirmations: [],
  preparedSignature: '0x',
  ...over,
});

function render(item: SafeMessageItem) {
  act(() =>
    root.render(
      <MemoryRouter>
        <MessageRowView message={item} safeParam={`hh:${SAFE}`} />
      </MemoryRouter>,
    ),
  );
}

describe('MessageRowView', () => {
  it('links to the message and shows its status in words', () => {
    render(message({}));
    expect(container.querySelector('a')?.getAttribute('href')).toBe(
      `/transactions/msg?safe=hh:${SAFE}&messageHash=0x${'cd'.repeat(32)}`,
    );
    expect(container.textContent).toContain('Confirmed');
    expect(container.textContent).toContain('Mail app');
  });

  it('loads an https logo but never a javascript: or data: one', () => {
    render(message({ logoUri: 'https://apps.example/logo.png' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://apps.example/logo.png',
    );
    render(message({ logoUri: 'javascript:alert(1)' }));
    expect(container.querySelector('img')).toBeNull();
    render(message({ logoUri: 'data:image/svg+xml,<svg/>' }));
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows markup in names and messages as text', () => {
    render(message({ name: '<b>App</b>', message: '<img src=x onerror="alert(1)">' }));
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<b>App</b>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
