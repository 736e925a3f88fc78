// The rich notification words: every push type the app shows, with and without a transaction or
// message the worker could read, names from the address book only, exact amounts from bigint,
// and today's words whenever nothing (or the wrong thing) could be read.
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { SafeMessage, TransactionDetails, TransactionInfo } from '../../../src/gateway';
import type { NotificationDisplay } from '../../../src/storage/notificationPrefs';
import { exactAmount } from '../../../src/sw/push/actionWords';
import { notificationContent } from '../../../src/sw/push/content';
import type { PushData } from '../../../src/sw/push/payload';
import {
  EMPTY_PUSH_CONTEXT,
  richNotificationContent,
  type PushContext,
} from '../../../src/sw/push/richText';
import { pushSubjectUrl, readPushContext } from '../../../src/sw/push/subject';

const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe');
const ALICE = getAddress('0x00000000000000000000000000000000000a11ce');
const BOB = getAddress('0x00000000000000000000000000000000000000b0');
const TOKEN = getAddress('0x00000000000000000000000000000000000000bb');
const MODULE = getAddress('0x00000000000000000000000000000000000000aa');
const HASH = `0x${'ab'.repeat(32)}`;
const TX = `0x${'cd'.repeat(32)}`;
const display: NotificationDisplay = {
  safeName: null,
  chainName: 'Devnet',
  shortName: 'hh',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};
const names = new Map([
  [SAFE.toLowerCase(), 'Main treasury'],
  [ALICE.toLowerCase(), 'Alice'],
]);
const base = { chainId: '31337', address: SAFE.toLowerCase() };
const cut = (value: string) => `${value.slice(0, 6)}…${value.slice(-4)}`;

function transaction(txInfo: unknown, confirmations = 1, required = 2): TransactionDetails {
  return {
    safeAddress: SAFE,
    txId: `multisig_${SAFE}_${HASH}`,
    executedAt: null,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: txInfo as TransactionInfo,
    txData: null,
    txHash: null,
    safeAppInfo: null,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      nonce: 7,
      safeTxHash: HASH,
      confirmationsRequired: required,
      confirmations: Array.from({ length: confirmations }, () => ({
        signer: { value: BOB },
        signature: '0x',
        submittedAt: 0,
      })),
    } as unknown as TransactionDetails['detailedExecutionInfo'],
  };
}

const sendEth = (value: string, to = ALICE) => ({
  type: 'Transfer',
  sender: { value: SAFE },
  recipient: { value: to },
  direction: 'OUTGOING',
  transferInfo: { type: 'NATIVE_COIN', value },
});

function words(data: PushData, context: Partial<PushContext> = {}, shown = display) {
  const plain = notificationContent(data, shown)!;
  expect(plain).not.toBeNull();
  const rich = richNotificationContent(data, plain, shown, {
    ...EMPTY_PUSH_CONTEXT,
    ...context,
  });
  return { plain, rich };
}

describe('richNotificationContent: confirmation requests', () => {
  const data: PushData = { ...base, type: 'CONFIRMATION_REQUEST', safeTxHash: HASH };

  it('names the amount, the recipient and the Safe, and the count', () => {
    const { plain, rich } = words(data, {
      transaction: transaction(sendEth('500000000000000000')),
      names,
    });
    expect(rich.body).toBe('Send 0.5 ETH to Alice — Main treasury, 1 of 2');
    // Only the words change: the tag, link and Review action stay the request's.
    expect({ ...rich, body: plain.body }).toEqual(plain);
  });

  it('shows exact amounts (no rounding) and short checksummed addresses without names', () => {
    const { rich } = words(data, {
      transaction: transaction(sendEth('1000000000000000001', BOB.toLowerCase()), 0, 1),
    });
    expect(rich.body).toBe(`Send 1.000000000000000001 ETH to ${cut(BOB)} — ${cut(SAFE)}, 0 of 1`);
  });

  it('uses the preferences’ Safe name when the address book has none', () => {
    const { rich } = words(
      data,
      { transaction: transaction(sendEth('2000000000000000000')) },
      { ...display, safeName: 'Ops' },
    );
    expect(rich.body).toBe(`Send 2 ETH to ${cut(ALICE)} — Ops, 1 of 2`);
  });

  it('describes tokens, settings changes, calls, batches and rejections', () => {
    const cases: [unknown, string][] = [
      [
        {
          type: 'Transfer',
          direction: 'OUTGOING',
          sender: { value: SAFE },
          recipient: { value: ALICE },
          transferInfo: {
            type: 'ERC20',
            tokenAddress: TOKEN,
            tokenSymbol: 'USDC',
            decimals: 6,
            value: '12500000',
          },
        },
        'Send 12.5 USDC to Alice',
      ],
      [
        {
          type: 'Transfer',
          direction: 'OUTGOING',
          sender: { value: SAFE },
          recipient: { value: ALICE },
          transferInfo: {
            type: 'ERC20',
            tokenAddress: TOKEN,
            tokenSymbol: null,
            decimals: null,
            value: '42',
          },
        },
        `Send 42 raw units of ${cut(TOKEN)} to Alice`,
      ],
      [
        {
          type: 'Transfer',
          direction: 'OUTGOING',
          sender: { value: SAFE },
          recipient: { value: ALICE },
          transferInfo: { type: 'ERC721', tokenAddress: TOKEN, tokenSymbol: 'PUNK', tokenId: '9' },
        },
        'Send PUNK #9 to Alice',
      ],
      [
        {
          type: 'SettingsChange',
          settingsInfo: { type: 'ADD_OWNER', owner: { value: ALICE }, threshold: 2 },
        },
        'Add owner Alice, threshold 2',
      ],
      [
        { type: 'SettingsChange', settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 3 } },
        'Change the threshold to 3',
      ],
      [{ type: 'SettingsChange', settingsInfo: null }, "Change the Safe's settings"],
      [
        {
          type: 'Custom',
          to: { value: ALICE },
          value: '0',
          methodName: 'approve',
          actionCount: null,
          isCancellation: false,
        },
        'Call approve on Alice',
      ],
      [
        {
          type: 'Custom',
          to: { value: ALICE },
          value: '0',
          methodName: 'multiSend',
          actionCount: 3,
          isCancellation: false,
        },
        'Batch of 3 actions',
      ],
      [
        {
          type: 'Custom',
          to: { value: SAFE },
          value: '0',
          methodName: null,
          actionCount: null,
          isCancellation: true,
        },
        'Reject the transaction with nonce 7',
      ],
    ];
    for (const [txInfo, action] of cases)
      expect(words(data, { transaction: transaction(txInfo), names }).rich.body).toBe(
        `${action} — Main treasury, 1 of 2`,
      );
  });

  it('keeps today’s words without a transaction, for another one, or for a kind it cannot say', () => {
    const { plain } = words(data);
    expect(words(data, { names }).rich).toEqual(plain);
    const other = transaction(sendEth('1'));
    (other.detailedExecutionInfo as { safeTxHash: string }).safeTxHash = TX;
    expect(words(data, { transaction: other, names }).rich).toEqual(plain);
    expect(
      words(data, { transaction: { ...transaction(sendEth('1')), safeAddress: BOB }, names }).rich,
    ).toEqual(plain);
    expect(words(data, { transaction: transaction({ type: 'SwapOrder' }), names }).rich).toEqual(
      plain,
    );
    expect(words(data, { transaction: transaction(sendEth('1.5')), names }).rich).toEqual(plain);
  });
});

describe('richNotificationContent: the other types', () => {
  it('executed (and failed) transactions say what was executed', () => {
    const executed: PushData = {
      ...base,
      type: 'EXECUTED_MULTISIG_TRANSACTION',
      safeTxHash: HASH,
      txHash: TX,
      failed: 'false',
    };
    const tx = transaction(sendEth('500000000000000000'), 2, 2);
    expect(words(executed, { transaction: tx, names }).rich.body).toBe(
      'Send 0.5 ETH to Alice — Main treasury, executed',
    );
    expect(words({ ...executed, failed: 'true' }, { transaction: tx, names }).rich.body).toBe(
      'Send 0.5 ETH to Alice — Main treasury, failed',
    );
    const { plain, rich } = words(executed, { names });
    expect(rich).toEqual(plain);
  });

  it('message requests quote the message (one line, cut) or name the typed data’s domain', () => {
    const data: PushData = { ...base, type: 'MESSAGE_CONFIRMATION_REQUEST', messageHash: HASH };
    const message = (text: SafeMessage['message']) =>
      ({
        messageHash: HASH,
        message: text,
        confirmationsSubmitted: 1,
        confirmationsRequired: 2,
      }) as SafeMessage;
    expect(words(data, { message: message('Hello\n  world'), names }).rich.body).toBe(
      'Sign the message “Hello world” — Main treasury, 1 of 2',
    );
    expect(words(data, { message: message('x'.repeat(80)) }).rich.body).toBe(
      `Sign the message “${'x'.repeat(59)}…” — ${cut(SAFE)}, 1 of 2`,
    );
    expect(
      words(data, {
        message: message({ domain: { name: 'Permit2' }, types: {}, message: {} }),
        names,
      }).rich.body,
    ).toBe('Sign typed data for Permit2 — Main treasury, 1 of 2');
    const { plain } = words(data);
    expect(words(data, { names }).rich).toEqual(plain);
    expect(words(data, { message: { ...message('hi'), messageHash: TX }, names }).rich).toEqual(
      plain,
    );
  });

  it('incoming coins and tokens and module transactions gain the device’s names, else keep today’s words', () => {
    const ether: PushData = {
      ...base,
      type: 'INCOMING_ETHER',
      txHash: TX,
      value: '1500000000000000000',
    };
    expect(words(ether, { names }).rich.body).toBe('Received 1.5 ETH — Main treasury');
    expect(words(ether).rich).toEqual(words(ether).plain);

    const token: PushData = {
      ...base,
      type: 'INCOMING_TOKEN',
      txHash: TX,
      tokenAddress: TOKEN,
      value: '42',
    };
    expect(words(token, { names }).rich.body).toBe(
      `Received 42 base units of ${cut(TOKEN)} — Main treasury`,
    );
    expect(words(token, { names: new Map([[TOKEN.toLowerCase(), 'Gold']]) }).rich.body).toBe(
      `Received 42 base units of Gold — ${cut(SAFE)}`,
    );
    expect(words(token).rich).toEqual(words(token).plain);

    const module: PushData = { ...base, type: 'MODULE_TRANSACTION', txHash: TX, module: MODULE };
    expect(words(module, { names }).rich.body).toBe(
      `Module ${cut(MODULE)} executed a transaction — Main treasury`,
    );
    expect(words(module).rich).toEqual(words(module).plain);
  });
});

describe('exactAmount', () => {
  it('is exact for any size and refuses what is not a base-unit integer', () => {
    expect(exactAmount('123456789012345678901234567890', 18)).toBe(
      '123456789012.34567890123456789',
    );
    expect(exactAmount('0', 18)).toBe('0');
    expect(exactAmount('100', 0)).toBe('100');
    expect(exactAmount('1.5', 18)).toBeNull();
    expect(exactAmount('-1', 18)).toBeNull();
    expect(exactAmount(null, 18)).toBeNull();
  });
});

describe('readPushContext', () => {
  const data: PushData = {
    ...base,
    type: 'CONFIRMATION_REQUEST',
    safeTxHash: HASH.toUpperCase().replace('0X', '0x'),
  };
  const url = `https://gw.test/v1/chains/31337/transactions/multisig_${SAFE}_${HASH}`;
  const tx = transaction(sendEth('1'));

  it('asks the URL the notification’s link opens, and reads the names', async () => {
    expect(pushSubjectUrl(data, 'https://gw.test')).toBe(url);
    const asked: string[] = [];
    const context = await readPushContext(data, {
      gatewayBase: 'https://gw.test',
      fetchJson: async (u) => (asked.push(u), tx),
      readCopy: async () => null,
      readNames: async () => names,
    });
    expect(asked).toEqual([url]);
    expect(context).toEqual({ transaction: tx, message: null, names });
  });

  it('gives up on a slow gateway within the budget and uses the stored copy', async () => {
    const context = await readPushContext(data, {
      gatewayBase: 'https://gw.test',
      budgetMs: 20,
      fetchJson: (_u, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      readCopy: async (u) => (u === url ? tx : null),
      readNames: async () => new Map(),
    });
    expect(context.transaction).toBe(tx);
  });

  it('reads nothing for types without a subject, and survives every failure', async () => {
    expect(
      pushSubjectUrl({ ...base, type: 'INCOMING_ETHER', txHash: TX }, 'https://gw.test'),
    ).toBeNull();
    const context = await readPushContext(data, {
      gatewayBase: 'https://gw.test',
      fetchJson: async () => {
        throw new Error('offline');
      },
      readCopy: async () => {
        throw new Error('no database');
      },
      readNames: async () => {
        throw new Error('no database');
      },
    });
    expect(context).toEqual({ transaction: null, message: null, names: new Map() });
  });
});
