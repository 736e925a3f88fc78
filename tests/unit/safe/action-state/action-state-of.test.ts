// The action state over a table of what this device knows: the chain's nonce, the proven count
// against the chain's threshold, the review's verdict, this device's outbox, the gateway's
// presence (404 after listing), execution, and the connected owner → status, label, controls and
// whether the transaction counts as awaiting.
import { describe, expect, it } from 'vitest';
import {
  actionStateOf,
  dangerousWarningsOf,
  NONCE_FAR_PAST_QUEUE,
  type ActionStateInputs,
  type ActionStatus,
} from '../../../../src/safe';

const A = '0x90F8bf6A479f320ead074411a4B0e7944Ea8c9C1';
const B = '0xFFcf8FDEE72ac11b5c542428B35EEF5769C409f0';
const C = '0x22d491Bde2303f2f43325b2108D26f1eAbA1e32b';
const OUTSIDER = '0xE11BA2b4D45Eaed5996Cd0823791E0C93114882d';

function inputs(over: Partial<ActionStateInputs> = {}): ActionStateInputs {
  return {
    chain: { nonce: 14, owners: [A, B, C], threshold: 2 },
    provenSigners: [A],
    verdict: { status: 'ok' },
    transaction: { nonce: 14, executed: false, proposer: A },
    connectedAddress: B,
    ...over,
  };
}

type Row = [
  string,
  Partial<ActionStateInputs>,
  {
    status: ActionStatus;
    label?: string | RegExp;
    awaiting: boolean;
    confirm?: [visible: boolean, enabled: boolean];
    execute?: [visible: boolean, enabled: boolean, reason?: string | null];
  },
];

const table: Row[] = [
  [
    'chain not read yet → checking, nothing enabled',
    { chain: null },
    {
      status: 'checking',
      label: 'Checking…',
      awaiting: false,
      confirm: [true, false],
      execute: [false, false],
    },
  ],
  [
    'review still checking → checking',
    { verdict: { status: 'checking', reason: 'Reading…' } },
    { status: 'checking', awaiting: false, confirm: [true, false] },
  ],
  [
    'proven count not known → checking',
    { provenSigners: null },
    { status: 'checking', awaiting: false },
  ],
  [
    'owner B has not signed, 1 of 2 → needs your signature, counted',
    {},
    {
      status: 'needs-your-signature',
      label: 'Needs your signature',
      awaiting: true,
      confirm: [true, true],
      execute: [true, true, null],
    },
  ],
  [
    'owner A signed, 1 of 2 → needs confirmations, not counted',
    { connectedAddress: A },
    {
      status: 'needs-confirmations',
      label: 'Needs confirmations',
      awaiting: false,
      confirm: [false, false],
      execute: [false, false],
    },
  ],
  [
    '2 of 2 at the chain nonce → ready to execute',
    { provenSigners: [A, C] },
    {
      status: 'ready-to-execute',
      label: 'Ready to execute',
      awaiting: false,
      confirm: [false, false],
      execute: [true, true, null],
    },
  ],
  [
    '2 of 2 at nonce 16 while the chain is at 14 → waits, Execute disabled with the reason',
    { provenSigners: [A, C], transaction: { nonce: 16, executed: false } },
    {
      status: 'waits-for-earlier-nonce',
      label: 'Waits for nonce 14',
      awaiting: false,
      execute: [true, false, 'Nonce 14 must be executed first'],
    },
  ],
  [
    'review blocks → blocked: never "needs your signature", never counted',
    { verdict: { status: 'blocked', reason: 'Do not sign: the hash does not match.' } },
    {
      status: 'blocked',
      label: 'Blocked — do not sign',
      awaiting: false,
      confirm: [true, false],
      execute: [false, false],
    },
  ],
  [
    'review blocks with 2 of 2 → still blocked, not "ready to execute"',
    { provenSigners: [A, C], verdict: { status: 'blocked', reason: 'Do not sign.' } },
    { status: 'blocked', awaiting: false, execute: [false, false] },
  ],
  [
    'review blocks while the chain is not read → blocked',
    { chain: null, verdict: { status: 'blocked', reason: 'Do not sign.' } },
    { status: 'blocked', awaiting: false },
  ],
  [
    'my confirmation waits in the outbox → Confirm replaced, not counted',
    { outbox: [{ kind: 'confirm-transaction', status: 'pending', signer: B }] },
    { status: 'needs-confirmations', awaiting: false, confirm: [false, false] },
  ],
  [
    'my confirmation is being sent → Confirm still replaced',
    { outbox: [{ kind: 'confirm-transaction', status: 'sending', signer: B.toLowerCase() }] },
    { status: 'needs-confirmations', awaiting: false, confirm: [false, false] },
  ],
  [
    'another owner’s outbox item does not hide my Confirm',
    { outbox: [{ kind: 'confirm-transaction', status: 'pending', signer: C }] },
    { status: 'needs-your-signature', awaiting: true, confirm: [true, true] },
  ],
  [
    'gateway 404: deleted → says so, no controls',
    { lifecycle: { gone: { kind: 'deleted' }, minedExecution: null } },
    {
      status: 'deleted',
      label: 'Deleted by its proposer',
      awaiting: false,
      confirm: [false, false],
      execute: [false, false],
    },
  ],
  [
    'gateway 404: replaced → names the execution',
    {
      lifecycle: { gone: { kind: 'replaced', nonce: 14, byTxHash: '0xabc' }, minedExecution: null },
    },
    {
      status: 'replaced',
      label: 'Replaced: nonce 14 was executed as 0xabc',
      awaiting: false,
      execute: [false, false],
    },
  ],
  [
    'executed (gateway) → executed, no controls',
    { transaction: { nonce: 14, executed: true } },
    { status: 'executed', label: 'Executed', awaiting: false, execute: [false, false] },
  ],
  [
    'this device’s execution mined → controls gone at once',
    { provenSigners: [A, C], lifecycle: { gone: null, minedExecution: { txHash: '0xdef' } } },
    { status: 'executed', awaiting: false, execute: [false, false] },
  ],
  [
    'no wallet connected → nothing awaits, Confirm disabled with the reason',
    { connectedAddress: null },
    { status: 'needs-confirmations', awaiting: false, confirm: [true, false] },
  ],
  [
    'a non-owner connected → not counted, Confirm disabled',
    { connectedAddress: OUTSIDER },
    { status: 'needs-confirmations', awaiting: false, confirm: [true, false] },
  ],
  [
    'threshold 3 on chain: 2 proven is not enough',
    {
      chain: { nonce: 14, owners: [A, B, C], threshold: 3 },
      provenSigners: [A, C],
      connectedAddress: B,
    },
    { status: 'needs-your-signature', awaiting: true, execute: [true, true, null] },
  ],
];

describe('actionStateOf', () => {
  it.each(table)('%s', (_name, over, expected) => {
    const state = actionStateOf(inputs(over));
    expect(state.status).toBe(expected.status);
    if (expected.label !== undefined) {
      if (typeof expected.label === 'string') expect(state.label).toBe(expected.label);
      else expect(state.label).toMatch(expected.label);
    }
    expect(state.countsAsAwaiting).toBe(expected.awaiting);
    if (expected.confirm) {
      expect([state.controls.confirm.visible, state.controls.confirm.enabled]).toEqual(
        expected.confirm,
      );
    }
    if (expected.execute) {
      const [visible, enabled, reason] = expected.execute;
      expect([state.controls.execute.visible, state.controls.execute.enabled]).toEqual([
        visible,
        enabled,
      ]);
      if (reason !== undefined) expect(state.controls.execute.reason).toBe(reason);
    }
    // Nothing is ever enabled while checking or blocked.
    if (state.status === 'checking' || state.status === 'blocked') {
      expect(Object.values(state.controls).some((c) => c.enabled)).toBe(false);
    }
  });

  it('counts only chain owners without a proven confirmation as missing', () => {
    const state = actionStateOf(inputs({ provenSigners: [A] }));
    expect(state.confirmations).toEqual({ proven: 1, required: 2 });
    expect(state.missingOwners).toEqual([B, C]);
  });

  it('says "Your confirmation is waiting to be sent" while it waits, and a failure with its reason', () => {
    const waiting = actionStateOf(
      inputs({ outbox: [{ kind: 'confirm-transaction', status: 'pending', signer: B }] }),
    );
    expect(waiting.notices).toContain('Your confirmation is waiting to be sent');
    const failed = actionStateOf(
      inputs({
        outbox: [{ kind: 'confirm-transaction', status: 'failed', signer: B, lastError: '422' }],
      }),
    );
    expect(failed.notices.join(' ')).toContain('could not be sent: 422');
  });

  it('holds Confirm and Execute until every dangerous warning is ticked', () => {
    const dangerous = [{ code: 'REFUND_TO_OTHER' as const, message: 'refund' }];
    const held = actionStateOf(inputs({ verdict: { status: 'ok', dangerous } }));
    expect(held.dangerous).toEqual(dangerous);
    expect(held.controls.confirm.enabled).toBe(false);
    expect(held.controls.confirm.reason).toMatch(/Tick the warnings/);
    const ticked = actionStateOf(
      inputs({ verdict: { status: 'ok', dangerous }, dangerousAcknowledged: true }),
    );
    expect(ticked.controls.confirm.enabled).toBe(true);
  });

  it('a wallet blocker, a running flow or a failed simulation disable what they must', () => {
    expect(actionStateOf(inputs({ walletBlocker: 'wrong chain' })).controls.confirm.reason).toBe(
      'wrong chain',
    );
    const busy = actionStateOf(inputs({ busy: true }));
    expect(Object.values(busy.controls).some((c) => c.enabled)).toBe(false);
    const sim = actionStateOf(inputs({ approvalHold: 'simulation fails' }));
    expect(sim.controls.confirm.enabled).toBe(false);
    expect(sim.controls.reject.enabled).toBe(true);
  });

  it('a signing-only wallet keeps Confirm but turns Execute off with its reason', () => {
    const state = actionStateOf(
      inputs({ sendBlocker: 'signs only', connectedAddress: A, provenSigners: [B, C] }),
    );
    expect(state.controls.execute.visible).toBe(true);
    expect(state.controls.execute.enabled).toBe(false);
    expect(state.controls.execute.reason).toBe('signs only');
    expect(actionStateOf(inputs({ sendBlocker: 'signs only' })).controls.confirm.enabled).toBe(
      true,
    );
  });

  it('offers Delete to the proposer only', () => {
    expect(actionStateOf(inputs({ connectedAddress: A })).controls.delete.visible).toBe(true);
    expect(actionStateOf(inputs()).controls.delete.visible).toBe(false);
  });
});

describe('dangerousWarningsOf', () => {
  const base = {
    to: B,
    operation: 0,
    gasPrice: 0n,
    refundReceiver: '0x0000000000000000000000000000000000000000',
    nonce: 14,
  };
  it('is quiet for an ordinary transaction', () => {
    expect(dangerousWarningsOf(base, 14, A)).toEqual([]);
  });
  it('warns of a refund to someone other than the executor, not to the executor', () => {
    const refund = { ...base, gasPrice: 1n, refundReceiver: C };
    expect(dangerousWarningsOf(refund, 14, A).map((w) => w.code)).toEqual(['REFUND_TO_OTHER']);
    expect(dangerousWarningsOf(refund, 14, C)).toEqual([]);
    expect(dangerousWarningsOf({ ...refund, gasPrice: 0n }, 14, A)).toEqual([]);
  });
  it(`warns of a nonce more than ${NONCE_FAR_PAST_QUEUE} past the chain's`, () => {
    expect(dangerousWarningsOf({ ...base, nonce: 14 + NONCE_FAR_PAST_QUEUE }, 14, A)).toEqual([]);
    expect(
      dangerousWarningsOf({ ...base, nonce: 15 + NONCE_FAR_PAST_QUEUE }, 14, A).map((w) => w.code),
    ).toEqual(['NONCE_FAR_PAST_QUEUE']);
  });
  it('warns of a delegatecall to an allow-listed target other than MultiSend', () => {
    const createCall = '0x9b35Af71d77eaf8d7e40252370304687390A1A52';
    const multiSendCallOnly = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2';
    expect(
      dangerousWarningsOf({ ...base, operation: 1, to: createCall }, 14, A).map((w) => w.code),
    ).toEqual(['UNUSUAL_DELEGATECALL']);
    expect(dangerousWarningsOf({ ...base, operation: 1, to: multiSendCallOnly }, 14, A)).toEqual(
      [],
    );
  });
});
