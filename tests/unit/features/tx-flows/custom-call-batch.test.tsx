// @vitest-environment jsdom
// The custom-call form and the batch builder as a user drives them: a pasted ABI, typed inputs with
// inline errors, the action built and the ABI remembered per contract; a batch reordered, removed
// from and imported from a Transaction Builder file, every change reported for the draft.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { Interface, getAddress, parseEther } from 'ethers';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  GatewayContext,
  type GatewayContextValue,
} from '../../../../src/session/gateway/GatewayClientProvider';
import { createGatewayClient, type ChainInfo } from '../../../../src/gateway';
import { createBatchFile, buildNativeTransferCall } from '../../../../src/safe';
import type { ReadySafe } from '../../../../src/features/shared/RequireSafe';
import type { ActionFormEntry, NewTxAction } from '../../../../src/features/tx-flows/new/actions';
import { CustomCallForm } from '../../../../src/features/tx-flows/new/custom/CustomCallForm';
import { BatchBuilder } from '../../../../src/features/tx-flows/new/batch/BatchBuilder';
import { closeCountersignDb } from '../../../../src/storage/db';
import { getUserAbi, putUserAbi } from '../../../../src/storage/userAbis';

const dom = mountPerTest();
const chainId = '31337';
const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const TARGET = getAddress('0xd1220a0cf47c7b9be7a2e6ba89f429762e7b9adb');
const RECIPIENT = getAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359');
const ABI = JSON.stringify([
  {
    type: 'function',
    name: 'setValue',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'newValue', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'value',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'payable',
    inputs: [{ name: 'newNote', type: 'string' }],
    outputs: [],
  },
]);
const iface = new Interface(ABI);
const chain = {
  chainId,
  chainName: 'Devnet',
  shortName: 'hh',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
} as unknown as ChainInfo;
const safe = {
  status: 'ready',
  chainId,
  safeAddress: SAFE,
  chain,
  shortName: 'hh',
  safeParam: `hh:${SAFE}`,
} as unknown as ReadySafe;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  await closeCountersignDb();
});

function providers(children: React.ReactNode, contract: unknown = null) {
  const client = createGatewayClient({
    baseUrl: 'http://gateway.test',
    fetch: async (input) =>
      contract && String(input).includes('/contracts/')
        ? new Response(JSON.stringify(contract), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{"code":404,"message":"Contract not found"}', { status: 404 }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <GatewayContext.Provider value={{ client } as GatewayContextValue}>
        {children}
      </GatewayContext.Provider>
    </QueryClientProvider>
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
/** Waits (IndexedDB writes, file reads) until `ready` holds; fails after 5 s. */
async function until(ready: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await settle();
  }
}

function byLabel<T extends HTMLElement>(label: RegExp): T {
  const found = [...dom.container.querySelectorAll('label')].find((l) =>
    label.test(l.textContent ?? ''),
  );
  if (!found) throw new Error(`no label ${label}`);
  const id = found.htmlFor;
  return (id ? dom.container.querySelector(`[id="${id}"]`) : found.querySelector('input')) as T;
}

function type(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}
const blur = (element: HTMLElement) =>
  act(() => element.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
const click = (element: Element) => act(() => (element as HTMLElement).click());
const button = (name: RegExp) => {
  const found = [...dom.container.querySelectorAll('button')].find(
    (b) => name.test(b.getAttribute('aria-label') ?? '') || name.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('CustomCallForm', () => {
  it('builds setValue(42) from a pasted ABI, shows bad input inline and remembers the ABI', async () => {
    const submitted: NewTxAction[] = [];
    const changes: Record<string, unknown>[] = [];
    act(() =>
      dom.root.render(
        providers(
          <CustomCallForm
            safe={safe}
            onChange={(f) => changes.push(f)}
            onSubmit={(a) => submitted.push(a)}
          />,
        ),
      ),
    );
    type(byLabel(/Contract address/), TARGET.toLowerCase());
    blur(byLabel(/Contract address/));
    expect(byLabel<HTMLInputElement>(/Contract address/).value).toBe(TARGET);
    type(byLabel(/^ABI/), '[{"type":"function"');
    expect(dom.container.textContent).toContain('This is not valid JSON');
    type(byLabel(/^ABI/), ABI);
    const select = byLabel<HTMLSelectElement>(/^Function/);
    expect([...select.options].map((o) => o.value)).toEqual([
      '',
      'setValue(uint256)',
      'deposit(string)',
    ]);
    type(select, 'setValue(uint256)');
    const input = byLabel<HTMLInputElement>(/newValue/);
    type(input, '-1');
    blur(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'uint256 cannot be negative.',
    );
    click(button(/^Review$/));
    await settle();
    expect(submitted).toEqual([]);
    // The first field to fix gets the focus.
    expect(document.activeElement).toBe(input);
    type(input, '42');
    click(button(/^Review$/));
    await until(() => submitted.length > 0);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      kind: 'custom-call',
      summary: `Call setValue(42) on ${TARGET}`,
      call: {
        to: TARGET,
        value: 0n,
        data: iface.encodeFunctionData('setValue', [42n]),
        operation: 0,
      },
    });
    expect(changes.at(-1)).toMatchObject({
      address: TARGET,
      functionSignature: 'setValue(uint256)',
      inputs: ['42'],
    });
    expect((await getUserAbi(chainId, TARGET))?.abi).toBe(ABI);
  });

  it('reopens with a remembered ABI and takes an exact value for payable functions', async () => {
    await putUserAbi({ chainId, address: TARGET, abi: ABI, name: 'Target' });
    const submitted: NewTxAction[] = [];
    act(() =>
      dom.root.render(
        providers(
          <CustomCallForm
            safe={safe}
            onChange={() => {}}
            onSubmit={(a) => submitted.push(a)}
            submitLabel="Add to batch"
          />,
        ),
      ),
    );
    await settle();
    type(byLabel(/Contract address/), TARGET);
    await until(() => byLabel<HTMLTextAreaElement>(/^ABI/).value !== '');
    expect(byLabel<HTMLTextAreaElement>(/^ABI/).value).toBe(ABI);
    type(byLabel(/^Function/), 'deposit(string)');
    type(byLabel(/newNote/), 'hello');
    type(byLabel(/Value \(ETH\)/), '0.1');
    click(button(/Add to batch/));
    await until(() => submitted.length > 0);
    expect(submitted[0]).toMatchObject({
      summary: 'Call deposit(hello) on Target with 0.1 ETH',
      call: { value: parseEther('0.1'), data: iface.encodeFunctionData('deposit', ['hello']) },
    });
  });
});

describe('CustomCallForm with a gateway that knows the contract', () => {
  it('offers the verified ABI, which then lists its functions', async () => {
    const verified = new Interface(['function transfer(address to, uint256 value) returns (bool)']);
    act(() =>
      dom.root.render(
        providers(<CustomCallForm safe={safe} onChange={() => {}} onSubmit={() => {}} />, {
          address: TARGET,
          name: 'TestToken',
          displayName: 'Test Token',
          logoUri: null,
          contractAbi: { abi: JSON.parse(verified.formatJson()), description: null, relevance: 1 },
          trustedForDelegateCall: false,
        }),
      ),
    );
    type(byLabel(/Contract address/), TARGET);
    await until(() => dom.container.textContent!.includes('verified ABI of Test Token'));
    click(button(/Use the gateway’s verified ABI of Test Token/));
    expect(JSON.parse(byLabel<HTMLTextAreaElement>(/^ABI/).value)).toEqual(
      JSON.parse(verified.formatJson()),
    );
    expect(byLabel<HTMLInputElement>(/Contract name/).value).toBe('Test Token');
    expect([...byLabel<HTMLSelectElement>(/^Function/).options].map((o) => o.value)).toEqual([
      '',
      'transfer(address,uint256)',
    ]);
  });
});

describe('BatchBuilder', () => {
  const registry: ActionFormEntry[] = [
    { kind: 'custom-call', label: 'Contract call', Form: CustomCallForm },
  ];
  const action = (summary: string, value: bigint): NewTxAction => ({
    kind: 'custom-call',
    summary,
    form: { mode: 'raw', address: RECIPIENT, rawData: '0x', value: '' },
    call: buildNativeTransferCall({ to: RECIPIENT, value }),
  });

  it('reorders with focus following, removes, and reports every change', async () => {
    const changes: NewTxAction[][] = [];
    const submitted: NewTxAction[][] = [];
    act(() =>
      dom.root.render(
        providers(
          <BatchBuilder
            safe={safe}
            registry={registry}
            initial={{ actions: [action('First', 1n), action('Second', 2n), action('Third', 3n)] }}
            onChange={(b) => changes.push(b.actions)}
            onSubmit={(a) => submitted.push(a)}
          />,
        ),
      ),
    );
    const summaries = () =>
      [...dom.container.querySelectorAll('.batch-summary')].map((e) => e.textContent);
    expect(button(/Move action 1 up/).disabled).toBe(true);
    click(button(/Move action 1 down/));
    expect(summaries()).toEqual(['Second', 'First', 'Third']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move action 2 down');
    click(button(/Move action 2 down/));
    expect(summaries()).toEqual(['Second', 'Third', 'First']);
    // At the bottom, "down" is disabled: focus stays on the same action's "up".
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move action 3 up');
    click(button(/Remove action 1/));
    expect(summaries()).toEqual(['Third', 'First']);
    expect(changes.map((c) => c.map((a) => a.summary))).toEqual([
      ['Second', 'First', 'Third'],
      ['Second', 'Third', 'First'],
      ['Third', 'First'],
    ]);
    click(button(/Review batch/));
    expect(submitted[0]!.map((a) => a.call.value)).toEqual([3n, 1n]);
  });

  it('adds an action with a registry form, and imports a Transaction Builder file', async () => {
    const changes: NewTxAction[][] = [];
    act(() =>
      dom.root.render(
        providers(
          <BatchBuilder
            safe={safe}
            registry={registry}
            onChange={(b) => changes.push(b.actions)}
            onSubmit={() => {}}
          />,
        ),
      ),
    );
    expect(dom.container.textContent).toContain('No actions yet');
    type(byLabel(/Add an action/), 'custom-call');
    click(button(/^Add$/));
    expect(dom.container.querySelector('h2')?.textContent).toBe('Add to the batch: Contract call');
    expect(document.activeElement).toBe(dom.container.querySelector('h2'));
    type(byLabel(/Contract address/), TARGET);
    type(byLabel(/^ABI/), ABI);
    type(byLabel(/^Function/), 'setValue(uint256)');
    type(byLabel(/newValue/), '7');
    click(button(/Add to batch/));
    await until(() => changes.length > 0);
    expect(changes.at(-1)!.map((a) => a.summary)).toEqual([`Call setValue(7) on ${TARGET}`]);

    const file = createBatchFile({
      chainId,
      safeAddress: SAFE,
      calls: [buildNativeTransferCall({ to: RECIPIENT, value: parseEther('1.5') })],
    });
    const input = byLabel<HTMLInputElement>(/Import a Transaction Builder file/);
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new File([JSON.stringify(file)], 'batch.json', { type: 'application/json' })],
    });
    act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    await until(() => changes.length > 1);
    expect(changes.at(-1)!.map((a) => a.summary)).toEqual([
      `Call setValue(7) on ${TARGET}`,
      `Send 1.5 ETH to ${RECIPIENT}`,
    ]);
    expect(dom.container.textContent).toContain('Imported 1 action from batch.json.');

    const foreign = createBatchFile({
      chainId: '1',
      safeAddress: SAFE,
      calls: [buildNativeTransferCall({ to: RECIPIENT, value: 1n })],
    });
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new File([JSON.stringify(foreign)], 'x.json')],
    });
    act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    await until(() => dom.container.querySelector('[role="alert"]') !== null);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Not imported: This batch is for chain 1, but this Safe is on chain 31337.',
    );
  });
});
