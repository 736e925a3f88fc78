import { describe, expect, it } from 'vitest';
import type { SettingsInfo, TransactionInfo } from '../../../../../src/gateway';
import {
  describeSettingsInfo,
  describeTxInfo,
} from '../../../../../src/features/shared/transactions/describe';
import {
  OTHER,
  SAFE,
  addr,
  creation,
  custom,
  erc20Out,
  erc721Out,
  nativeIn,
  OWNER_A,
  OWNER_B,
} from './fixtures';

const eth = { nativeCurrency: { symbol: 'ETH', decimals: 18 } };

describe('describeTxInfo: transfers', () => {
  it('says Received for incoming native coin, in the chain currency, exactly', () => {
    const d = describeTxInfo(nativeIn, eth);
    expect(d.kind).toBe('incoming');
    expect(d.title).toBe('Received');
    expect(d.summary).toBe('Received 10 ETH from 0x90F8…c9C1');
    expect(d.amount).toMatchObject({ exact: '10', decimal: '10', unit: 'ETH' });
  });

  it('uses the chain currency decimals and symbol, not a fixed ETH', () => {
    const d = describeTxInfo(nativeIn, { nativeCurrency: { symbol: 'xDAI', decimals: 6 } });
    expect(d.summary).toBe('Received 10,000,000,000,000 xDAI from 0x90F8…c9C1');
  });

  it('says Sent for outgoing ERC-20 with the exact amount, symbol and recipient name', () => {
    const d = describeTxInfo(erc20Out, eth);
    expect(d.title).toBe('Sent');
    expect(d.summary).toBe('Sent 1,234.567891234567891234 TST to Alice (0x22d4…e32b)');
    expect(d.amount?.decimal).toBe('1234.567891234567891234');
  });

  it('cuts shown digits with a mark but keeps the exact amount', () => {
    const d = describeTxInfo(erc20Out, { ...eth, maxFractionDigits: 4 });
    expect(d.amount).toMatchObject({
      text: '1,234.5678…',
      exact: '1,234.567891234567891234',
      truncated: true,
    });
  });

  it('names the ERC-721 token and its id', () => {
    const d = describeTxInfo(erc721Out, eth);
    expect(d.summary).toBe(
      'Sent Test NFT #115792089237316195423570985008687907853269984665640564039457584007913129639935 to 0x22d4…e32b',
    );
  });

  it('describes transfers of unknown direction with both parties', () => {
    const info = { ...nativeIn, direction: 'UNKNOWN' } as TransactionInfo;
    const d = describeTxInfo(info, eth);
    expect(d.kind).toBe('transfer');
    expect(d.title).toBe('Transfer');
    expect(d.summary).toBe(`Transfer of 10 ETH from 0x90F8…c9C1 to 0xA063…56B6`);
  });

  it('warns about imitation, untrusted tokens and unknown decimals', () => {
    const info = {
      ...erc20Out,
      transferInfo: {
        ...(erc20Out as { transferInfo: object }).transferInfo,
        decimals: null,
        tokenSymbol: null,
        imitation: true,
        trusted: false,
        value: '5',
      },
    } as TransactionInfo;
    const d = describeTxInfo(info, eth);
    expect(d.summary).toBe('Sent 5 Test Token (raw units) to Alice (0x22d4…e32b)');
    expect(d.warnings).toHaveLength(3);
  });

  it('treats a null native value as zero and shows malformed amounts as text', () => {
    const nullValue = { ...nativeIn, transferInfo: { type: 'NATIVE_COIN', value: null } };
    expect(describeTxInfo(nullValue as TransactionInfo, eth).summary).toBe(
      'Received 0 ETH from 0x90F8…c9C1',
    );
    const bad = { ...nativeIn, transferInfo: { type: 'NATIVE_COIN', value: '1e18' } };
    expect(describeTxInfo(bad as TransactionInfo, eth).summary).toBe(
      'Received 1e18 ETH from 0x90F8…c9C1',
    );
  });
});

describe('describeSettingsInfo: every settings change in words', () => {
  const cases: [SettingsInfo, string, string][] = [
    [
      { type: 'SET_FALLBACK_HANDLER', handler: addr(OTHER, 'Handler') },
      'Set fallback handler',
      'Set the fallback handler to Handler (0x22d4…e32b)',
    ],
    [
      { type: 'ADD_OWNER', owner: addr(OWNER_B), threshold: 3 },
      'Add owner',
      'Add owner 0xFFcf…09f0 and set the threshold to 3',
    ],
    [
      { type: 'REMOVE_OWNER', owner: addr(OWNER_B), threshold: 1 },
      'Remove owner',
      'Remove owner 0xFFcf…09f0 and set the threshold to 1',
    ],
    [
      { type: 'SWAP_OWNER', oldOwner: addr(OWNER_A), newOwner: addr(OWNER_B) },
      'Replace owner',
      'Replace owner 0x90F8…c9C1 with 0xFFcf…09f0',
    ],
    [{ type: 'CHANGE_THRESHOLD', threshold: 2 }, 'Change threshold', 'Change the threshold to 2'],
    [
      { type: 'CHANGE_IMPLEMENTATION', implementation: addr(OTHER) },
      'Change implementation',
      'Change the Safe implementation to 0x22d4…e32b',
    ],
    [
      { type: 'CHANGE_MASTER_COPY', implementation: addr(OTHER) },
      'Change implementation',
      'Change the Safe implementation to 0x22d4…e32b',
    ],
    [{ type: 'ENABLE_MODULE', module: addr(OTHER) }, 'Enable module', 'Enable module 0x22d4…e32b'],
    [
      { type: 'DISABLE_MODULE', module: addr(OTHER) },
      'Disable module',
      'Disable module 0x22d4…e32b',
    ],
    [
      { type: 'SET_GUARD', guard: addr(OTHER) },
      'Set guard',
      'Set the transaction guard to 0x22d4…e32b',
    ],
    [{ type: 'DELETE_GUARD' }, 'Remove guard', 'Remove the transaction guard'],
  ];
  it.each(cases)('%o', (info, title, text) => {
    expect(describeSettingsInfo(info)).toEqual({ title, summary: text });
    const d = describeTxInfo({
      type: 'SettingsChange',
      dataDecoded: { method: 'x', parameters: null },
      settingsInfo: info,
    });
    expect(d).toMatchObject({ kind: 'settings', title, summary: text });
  });

  it('falls back to the decoded method when settingsInfo is null', () => {
    const d = describeTxInfo({
      type: 'SettingsChange',
      dataDecoded: { method: 'setup', parameters: null },
      settingsInfo: null,
    });
    expect(d.summary).toBe('Change the Safe settings (setup)');
  });
});

describe('describeTxInfo: custom and creation', () => {
  it('names the method and the target', () => {
    expect(describeTxInfo(custom(), eth)).toMatchObject({
      kind: 'custom',
      title: 'approve',
      summary: 'Call approve on 0x22d4…e32b',
    });
  });

  it('calls an undecoded call a contract interaction and shows the value sent', () => {
    const d = describeTxInfo(custom({ methodName: null, value: '1500000000000000000' }), eth);
    expect(d.title).toBe('Contract interaction');
    expect(d.summary).toBe('Call on 0x22d4…e32b with 1.5 ETH');
  });

  it('counts the actions of a multiSend', () => {
    const d = describeTxInfo(custom({ methodName: 'multiSend', actionCount: 2 }), eth);
    expect(d).toMatchObject({ kind: 'batch', title: 'Batch' });
    expect(d.summary).toBe('Batch of 2 actions through 0x22d4…e32b');
    expect(describeTxInfo(custom({ methodName: 'multiSend', actionCount: 1 })).summary).toContain(
      '1 action ',
    );
  });

  it('calls a cancellation an on-chain rejection', () => {
    const d = describeTxInfo(
      custom({ to: addr(SAFE), methodName: null, dataSize: '0', isCancellation: true }),
    );
    expect(d).toMatchObject({ kind: 'rejection', title: 'On-chain rejection' });
  });

  it('names creator, factory and implementation of the creation', () => {
    const d = describeTxInfo(creation);
    expect(d.title).toBe('Safe created');
    expect(d.summary).toBe(
      'Safe created by 0x90F8…c9C1 with factory SafeProxyFactory 1.4.1 (0xe982…0E9C) and implementation SafeL2 1.4.1 (0x22d4…e32b)',
    );
    const bare = describeTxInfo({ ...creation, factory: null, implementation: null });
    expect(bare.summary).toBe(`Safe created by 0x90F8…c9C1`);
  });

  it('gives a known gateway kind with its fields missing a neutral text instead of failing', () => {
    const d = describeTxInfo({ type: 'SwapOrder' } as unknown as TransactionInfo);
    expect(d.title).toBe('Swap order');
    expect(d.summary).toBe("Swap order: the gateway's summary is incomplete");
  });
});
