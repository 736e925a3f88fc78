// @vitest-environment jsdom
// The new-transaction forms as a user fills them: each submits a call whose calldata decodes back
// (with the Safe ABI) to the intended change, prevOwner / prevModule taken from the chain's lists;
// bad input submits nothing. The chain reads are stubbed here (their reading is tested in
// tests/unit/safe/new-tx and end to end on the devnet).
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { getAddress, ZeroAddress } from 'ethers';
import { act, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import type { ChainInfo } from '../../../../src/gateway';
import {
  KNOWN_SAFE_SINGLETONS,
  migrationInterface,
  parseAmount,
  safeInterface,
  SENTINEL_ADDRESS,
  type SafeChainState,
  type SafeSettingsState,
} from '../../../../src/safe';
import type { ActionFormProps, NewTxAction } from '../../../../src/features/tx-flows/new/actions';
import type { ReadySafe } from '../../../../src/features/shared/RequireSafe';

const SAFE = getAddress('0x5afe0000000000000000000000000000000000c0');
const A = getAddress('0xaaaa00000000000000000000000000000000000a');
const B = getAddress('0xbbbb00000000000000000000000000000000000b');
const C = getAddress('0xcccc00000000000000000000000000000000000c');
const NEW = getAddress('0xdddd00000000000000000000000000000000000d');
const M1 = getAddress('0x1111000000000000000000000000000000000001');
const M2 = getAddress('0x2222000000000000000000000000000000000002');

let chainState: SafeChainState;
let settings: SafeSettingsState;
vi.mock('../../../../src/features/tx-flows/new/useChainFacts', () => ({
  useChainFacts: () => ({ rpcUrl: 'http://rpc.test', state: chainState, problem: null }),
  useChainSettings: () => ({ settings, problem: null }),
  ChainNotReady: () => null,
}));
const BALANCE = 1_500_000_000_000_000_000n;
vi.mock('../../../../src/query/options/newTransaction', () => ({
  onChainBalanceQueryOptions: () =>
    queryOptions({
      queryKey: ['test-balance'],
      queryFn: async () => ({ balance: BALANCE, decimals: null }),
    }),
}));

const migration = vi.hoisted(() => ({ code: '0x6080' }));
vi.mock('../../../../src/session/gateway/useGatewayClient', () => ({
  useGatewayClient: () => ({ baseUrl: 'http://gateway.test' }),
}));
vi.mock('../../../../src/query/options', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  contractCodeHashQueryOptions: () =>
    queryOptions({
      queryKey: ['test-code', migration.code],
      queryFn: async () => ({ codeHash: '0x', empty: migration.code === '0x' }),
    }),
}));
const { UpdateImplementationForm, MIGRATION_141 } =
  await import('../../../../src/features/tx-flows/new/forms/UpdateImplementationForm');
const { SendNativeForm } =
  await import('../../../../src/features/tx-flows/new/forms/SendNativeForm');
const { AddOwnerForm, RemoveOwnerForm, SwapOwnerForm, ChangeThresholdForm } =
  await import('../../../../src/features/tx-flows/new/forms/OwnerForms');
const {
  EnableModuleForm,
  DisableModuleForm,
  SetGuardForm,
  DeleteGuardForm,
  SetFallbackHandlerForm,
} = await import('../../../../src/features/tx-flows/new/forms/SettingsForms');

const dom = mountPerTest();
const chain = {
  chainId: '31337',
  chainName: 'Devnet',
  shortName: 'hh',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  features: [],
} as unknown as ChainInfo;
const safe = {
  status: 'ready',
  chainId: '31337',
  safeAddress: SAFE,
  chain,
  shortName: 'hh',
  safeParam: `hh:${SAFE}`,
} as ReadySafe;

beforeEach(() => {
  migration.code = '0x6080';
  chainState = {
    chainId: '31337',
    safeAddress: SAFE,
    owners: [A, B, C],
    threshold: 2,
    nonce: 4n,
    version: '1.4.1',
    implementation: ZeroAddress,
    implementationCodeHash: '0x',
    implementationEmpty: false,
  };
  settings = { modules: [M1, M2], guard: M1, fallbackHandler: ZeroAddress };
});

let submitted: NewTxAction[] = [];
function render(Form: ComponentType<ActionFormProps>) {
  submitted = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.root.render(
      <QueryClientProvider client={queryClient}>
        <Form safe={safe} onChange={() => undefined} onSubmit={(a) => submitted.push(a)} />
      </QueryClientProvider>,
    ),
  );
}

const field = (label: string) => {
  const target = [...dom.container.querySelectorAll('label')].find((l) => l.textContent === label);
  const control = target && document.getElementById(target.htmlFor);
  if (!control) throw new Error(`No field ${label}`);
  return control as HTMLInputElement | HTMLSelectElement;
};
function fill(label: string, value: string) {
  const control = field(label);
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
  act(() => {
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;
const submit = () => act(() => button('Review').click());
async function settle() {
  for (let i = 0; i < 20; i += 1) await act(() => new Promise((r) => setTimeout(r, 5)));
}
const decoded = (action: NewTxAction) => {
  const tx = safeInterface.parseTransaction({ data: action.call.data! })!;
  return { name: tx.name, args: tx.args.toArray() as unknown[] };
};

describe('send native', () => {
  it('submits the exact amount to the checksummed recipient', () => {
    render(SendNativeForm);
    fill('Recipient', NEW.toLowerCase());
    fill('Amount (ETH)', '1.25');
    submit();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.call).toMatchObject({
      to: NEW,
      value: parseAmount('1.25', 18),
      data: '0x',
    });
    expect(submitted[0]!.summary).toBe(`Send 1.25 ETH to ${NEW}`);
  });

  it('"Max" fills in the on-chain balance exactly', async () => {
    render(SendNativeForm);
    await settle();
    act(() => button('Max').click());
    expect(field('Amount (ETH)').value).toBe('1.5');
    fill('Recipient', NEW);
    submit();
    expect(submitted[0]!.call.value).toBe(BALANCE);
  });

  it.each([['1.0000000000000000001'], ['-1'], ['1e18'], [''], ['2']])(
    'submits nothing for the amount %j',
    async (amount) => {
      render(SendNativeForm);
      await settle();
      fill('Recipient', NEW);
      fill('Amount (ETH)', amount);
      submit();
      expect(submitted).toHaveLength(0);
      expect(dom.container.querySelector('.field-error')).not.toBeNull();
    },
  );

  it('submits nothing for a recipient with a wrong checksum', () => {
    render(SendNativeForm);
    // One letter's case flipped: still 40 hex characters, but the EIP-55 checksum fails.
    const i = NEW.slice(2).search(/[a-fA-F]/) + 2;
    const flipped =
      NEW[i] === NEW[i]!.toLowerCase() ? NEW[i]!.toUpperCase() : NEW[i]!.toLowerCase();
    fill('Recipient', NEW.slice(0, i) + flipped + NEW.slice(i + 1));
    fill('Amount (ETH)', '1');
    submit();
    expect(submitted).toHaveLength(0);
  });
});

describe('owners and threshold', () => {
  it('adds an owner with the chosen threshold', () => {
    render(AddOwnerForm);
    fill('New owner', NEW);
    fill('Confirmations required after this change', '3');
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'addOwnerWithThreshold', args: [NEW, 3n] });
    expect(submitted[0]!.call).toMatchObject({ to: SAFE, operation: 0 });
  });

  it('refuses to add an existing owner', () => {
    render(AddOwnerForm);
    fill('New owner', B);
    submit();
    expect(submitted).toHaveLength(0);
  });

  it('removes an owner with prevOwner from the chain’s order', () => {
    render(RemoveOwnerForm);
    fill('Owner to remove', C);
    fill('Confirmations required after this change', '1');
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'removeOwner', args: [B, C, 1n] });
  });

  it('swaps the first owner with the sentinel as prevOwner', () => {
    render(SwapOwnerForm);
    fill('Owner to replace', A);
    fill('New owner', NEW);
    submit();
    expect(decoded(submitted[0]!)).toEqual({
      name: 'swapOwner',
      args: [getAddress(SENTINEL_ADDRESS), A, NEW],
    });
  });

  it('changes the threshold, and refuses the current one', () => {
    render(ChangeThresholdForm);
    submit();
    expect(submitted).toHaveLength(0);
    fill('Confirmations required', '3');
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'changeThreshold', args: [3n] });
  });
});

describe('modules, guard, fallback handler', () => {
  it('enables a module that is not enabled yet', () => {
    render(EnableModuleForm);
    fill('Module address', M1);
    submit();
    expect(submitted).toHaveLength(0);
    fill('Module address', NEW);
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'enableModule', args: [NEW] });
  });

  it('disables a module with prevModule from the chain’s list', () => {
    render(DisableModuleForm);
    fill('Module to disable', M2);
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'disableModule', args: [M1, M2] });
  });

  it('sets and deletes the guard', () => {
    render(SetGuardForm);
    fill('Guard address', NEW);
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'setGuard', args: [NEW] });
    render(DeleteGuardForm);
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'setGuard', args: [ZeroAddress] });
  });

  it('sets the fallback handler', () => {
    render(SetFallbackHandlerForm);
    fill('Fallback handler address', NEW);
    submit();
    expect(decoded(submitted[0]!)).toEqual({ name: 'setFallbackHandler', args: [NEW] });
  });
});

describe('update implementation', () => {
  it('offers a 1.3.0 L2 Safe the official migration, as a delegatecall, with the 1.4.1 handler', async () => {
    const l2 = KNOWN_SAFE_SINGLETONS.find((s) => s.version === '1.3.0' && s.l2)!;
    chainState = { ...chainState, version: '1.3.0', implementationCodeHash: l2.codeHash };
    render(UpdateImplementationForm);
    await settle();
    submit();
    const action = submitted[0]!;
    expect(action.call).toMatchObject({ to: getAddress(MIGRATION_141.address), operation: 1 });
    expect(migrationInterface.parseTransaction({ data: action.call.data! })!.name).toBe(
      'migrateL2WithFallbackHandler',
    );
  });

  it('offers nothing to a 1.4.1 Safe, an unknown implementation, or where the migration has no code', async () => {
    const current = KNOWN_SAFE_SINGLETONS.find((s) => s.version === '1.4.1' && s.l2)!;
    chainState = { ...chainState, implementationCodeHash: current.codeHash };
    render(UpdateImplementationForm);
    await settle();
    expect(button('Review')).toBeUndefined();
    expect(dom.container.textContent).toContain('runs 1.4.1');

    chainState = { ...chainState, implementationCodeHash: `0x${'ab'.repeat(32)}` };
    render(UpdateImplementationForm);
    await settle();
    expect(dom.container.textContent).toContain('not an official Safe singleton');

    migration.code = '0x';
    const l1 = KNOWN_SAFE_SINGLETONS.find((s) => s.version === '1.3.0' && !s.l2)!;
    chainState = { ...chainState, implementationCodeHash: l1.codeHash };
    render(UpdateImplementationForm);
    await settle();
    expect(button('Review')).toBeUndefined();
    expect(dom.container.textContent).toContain('no official Safe migration contract');
  });
});
