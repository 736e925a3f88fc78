// The words of issue 16: queued transfers are instructions ("Send"), history facts ("Sent"); an
// owner is never "owner owner (0x…)"; "Waiting for" lists only owners still missing, the
// connected one as "you"; a bridge names its destination chain from the gateway or the registry.
import { describe, expect, it } from 'vitest';
import type { SettingsInfo } from '../../../../../src/gateway';
import { registryChainName } from '../../../../../src/safe/chain-names';
import {
  describeSettingsInfo,
  describeTxInfo,
} from '../../../../../src/features/shared/transactions/describe';
import {
  combineNames,
  withLocalNames,
} from '../../../../../src/features/shared/transactions/localNames';
import { toTxRowModel } from '../../../../../src/features/shared/transactions/rowModel';
import { OWNER_A, OWNER_B, addr, erc20Out, nativeIn, summary } from './fixtures';
import { swapAndBridge } from './gateway-kinds.fixtures';

const queuedSummary = (txStatus: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION') =>
  summary(erc20Out, {
    txStatus,
    executionInfo: {
      type: 'MULTISIG',
      nonce: 4,
      confirmationsRequired: 2,
      confirmationsSubmitted: txStatus === 'AWAITING_EXECUTION' ? 2 : 1,
      missingSigners: [addr(OWNER_B)],
    },
  });

describe('transfer words', () => {
  it('a queued outgoing transfer reads "Send", an executed one "Sent"', () => {
    const queued = describeTxInfo(erc20Out, { queued: true });
    expect(queued.title).toBe('Send');
    expect(queued.summary).toMatch(/^Send .* TST to /);
    const done = describeTxInfo(erc20Out);
    expect(done.title).toBe('Sent');
    expect(done.summary).toMatch(/^Sent .* TST to /);
    // Incoming transfers are never queued: always a fact.
    expect(describeTxInfo(nativeIn, { queued: true }).title).toBe('Received');
  });

  it('rows say "Send" in the queue and "Sent" in history', () => {
    expect(toTxRowModel(queuedSummary('AWAITING_CONFIRMATIONS')).description.summary).toMatch(
      /^Send /,
    );
    expect(toTxRowModel(summary(erc20Out)).description.summary).toMatch(/^Sent /);
  });
});

describe('owner names', () => {
  const nameOf = combineNames(() => undefined, [OWNER_A]);
  const named = (info: SettingsInfo) => withLocalNames(info, nameOf);

  it('never says "owner owner" when an owner is added, removed or replaced', () => {
    const cases: SettingsInfo[] = [
      { type: 'ADD_OWNER', owner: addr(OWNER_A), threshold: 2 },
      { type: 'REMOVE_OWNER', owner: addr(OWNER_A), threshold: 1 },
      { type: 'SWAP_OWNER', oldOwner: addr(OWNER_A), newOwner: addr(OWNER_B) },
    ];
    for (const info of cases) {
      const { summary: text } = describeSettingsInfo(named(info));
      expect(text).not.toMatch(/owner owner/i);
      expect(text).toContain('0x90F8…c9C1');
    }
  });

  it('keeps a real name from the address book', () => {
    const book = combineNames((a) => (a === OWNER_A ? 'Alice' : undefined), [OWNER_A]);
    const info = withLocalNames(
      { type: 'REMOVE_OWNER', owner: addr(OWNER_A), threshold: 1 } as SettingsInfo,
      book,
    );
    expect(describeSettingsInfo(info).summary).toBe(
      'Remove owner Alice (0x90F8…c9C1) and set the threshold to 1',
    );
  });
});

describe('"Waiting for"', () => {
  const proven = { validSigners: [OWNER_A], owners: [OWNER_A, OWNER_B], threshold: 1 };

  it('lists nobody once the transaction has enough proven confirmations', () => {
    const row = toTxRowModel(queuedSummary('AWAITING_CONFIRMATIONS'), { proven });
    expect(row.status).toBe('AWAITING_EXECUTION');
    expect(row.missingSigners).toEqual([]);
    expect(toTxRowModel(queuedSummary('AWAITING_EXECUTION')).missingSigners).toEqual([]);
  });

  it('lists only the owners without a proven confirmation, the connected one as "you"', () => {
    const row = toTxRowModel(queuedSummary('AWAITING_CONFIRMATIONS'), {
      proven: { ...proven, threshold: 2 },
      connectedAddress: OWNER_B.toLowerCase(),
    });
    expect(row.missingSigners).toEqual(['you']);
    const other = toTxRowModel(queuedSummary('AWAITING_CONFIRMATIONS'), {
      proven: { ...proven, threshold: 2 },
      connectedAddress: OWNER_A,
    });
    expect(other.missingSigners).toEqual(['0xFFcf…09f0']);
  });
});

describe('bridge destination chain', () => {
  it('is named by the lookup given, else by its id', () => {
    const named = describeTxInfo(swapAndBridge, {
      chainNameOf: (id) => (id === '137' ? 'Polygon' : undefined),
    });
    expect(named.summary).toContain('on Polygon (in progress)');
    expect(describeTxInfo(swapAndBridge).summary).toContain('on chain 137');
  });

  it('the registry names well-known chains and nothing else', () => {
    expect(registryChainName('137')).toBe('Polygon');
    expect(registryChainName(42161)).toBe('Arbitrum One');
    expect(registryChainName('8453')).toBe('Base');
    expect(registryChainName('1')).toBe('Ethereum');
    expect(registryChainName('999999999999')).toBeUndefined();
    expect(describeTxInfo(swapAndBridge, { chainNameOf: registryChainName }).summary).toContain(
      'on Polygon (in progress)',
    );
  });
});
