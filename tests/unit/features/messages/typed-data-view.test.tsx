// @vitest-environment jsdom
// Typed data and gateway strings render as text, never as HTML.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import { TypedDataView } from '../../../../src/features/messages/TypedDataView';

let container: HTMLDivElement;
let root: Root;
const dom = mountPerTest();
beforeEach(() => ({ container, root } = dom));

describe('TypedDataView', () => {
  it('lays out domain, primary type and nested message fields as definition lists', () => {
    act(() =>
      root.render(
        <TypedDataView
          data={{
            domain: { name: 'Mail app', chainId: 31337 },
            primaryType: 'Mail',
            types: {
              Person: [
                { name: 'name', type: 'string' },
                { name: 'wallet', type: 'address' },
              ],
              Mail: [
                { name: 'from', type: 'Person' },
                { name: 'tags', type: 'string[]' },
              ],
            },
            message: {
              from: { name: 'Ann', wallet: '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1' },
              tags: ['a', 'b'],
            },
          }}
        />,
      ),
    );
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([
      'name',
      'chainId',
      'from (Person)',
      'name (string)',
      'wallet (address)',
      'tags (string[])',
    ]);
    expect(container.textContent).toContain('Mail');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('renders markup in values as text', () => {
    act(() =>
      root.render(
        <TypedDataView
          data={{
            domain: { name: '<b>bold</b>' },
            primaryType: 'Note',
            types: { Note: [{ name: 'body', type: 'string' }] },
            message: { body: '<img src=x onerror="alert(1)">' },
          }}
        />,
      ),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
