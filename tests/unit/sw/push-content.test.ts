// Push payloads → notification words and links: every type the app shows, FCM's envelope and
// plain data, and malformed input, which gives null and never throws.
import { getAddress, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { notificationContent, shortHex } from '../../../src/sw/push/content';
import { parsePushData, readPushJson } from '../../../src/sw/push/payload';
import type { NotificationDisplay } from '../../../src/storage/notificationPrefs';

const SAFE = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe');
const HASH = `0x${'ab'.repeat(32)}`;
const TX = `0x${'cd'.repeat(32)}`;
const MODULE = getAddress('0x00000000000000000000000000000000000000aa');
const TOKEN = getAddress('0x00000000000000000000000000000000000000bb');
const display: NotificationDisplay = {
  safeName: 'Treasury',
  chainName: 'Gnosis Chain',
  shortName: 'gno',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
};
const cut = (value: string) => `${value.slice(0, 6)}…${value.slice(-4)}`;
const where = `Safe Treasury (${cut(SAFE)}) on Gnosis Chain`;
const base = { chainId: '100', address: SAFE.toLowerCase() };

describe('parsePushData', () => {
  it('reads FCM’s envelope, an HTTP v1 message and plain data alike', () => {
    const data = { type: 'CONFIRMATION_REQUEST', chainId: '100', address: SAFE, safeTxHash: HASH };
    const expected = { ...data };
    expect(parsePushData({ data, from: '1', fcmMessageId: 'x', priority: 'normal' })).toEqual(
      expected,
    );
    expect(parsePushData({ message: { data } })).toEqual(expected);
    expect(parsePushData(data)).toEqual(expected);
  });

  it('keeps known fields only and turns numbers and booleans into strings', () => {
    expect(
      parsePushData({ ...base, type: 'INCOMING_ETHER', value: 5, failed: true, extra: 'x' }),
    ).toEqual({ ...base, type: 'INCOMING_ETHER', value: '5', failed: 'true' });
  });

  it('gives null for anything else', () => {
    for (const junk of [
      null,
      undefined,
      'text',
      42,
      [],
      [base],
      {},
      { data: null },
      { type: 'CONFIRMATION_REQUEST', chainId: 100, address: SAFE },
      { type: 'CONFIRMATION_REQUEST', chainId: 'mainnet', address: SAFE },
      { type: 7, chainId: '1', address: SAFE },
      { type: 'X', chainId: '1' },
    ])
      expect(parsePushData(junk)).toBeNull();
  });

  it('reads the event bytes as JSON, null when they are not', () => {
    expect(readPushJson({ text: () => '{"a":1}' })).toEqual({ a: 1 });
    expect(readPushJson({ text: () => 'not json' })).toBeNull();
    expect(readPushJson(null)).toBeNull();
  });
});

describe('notificationContent', () => {
  it('confirmation request: title, body, tag per transaction, Review, link to the transaction', () => {
    const content = notificationContent(
      { ...base, type: 'CONFIRMATION_REQUEST', safeTxHash: HASH },
      display,
    );
    expect(content).toEqual({
      title: 'Confirmation request',
      body: `${where} has a new confirmation request for transaction 0xabab…abab.`,
      tag: `100:${SAFE.toLowerCase()}:${HASH}`,
      link: `/transactions/tx?safe=gno:${SAFE}&id=multisig_${SAFE}_${HASH}`,
      review: true,
    });
  });

  it('message confirmation request links to the message', () => {
    const content = notificationContent(
      { ...base, type: 'MESSAGE_CONFIRMATION_REQUEST', messageHash: HASH },
      display,
    );
    expect(content?.title).toBe('Message signature request');
    expect(content?.body).toBe(`${where} has a new message to sign 0xabab…abab.`);
    expect(content?.link).toBe(`/transactions/msg?safe=gno:${SAFE}&messageHash=${HASH}`);
    expect(content?.review).toBe(true);
  });

  it('executed and failed share the request’s tag, so they replace its notification', () => {
    const done = notificationContent(
      {
        ...base,
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        safeTxHash: HASH,
        txHash: TX,
        failed: 'false',
      },
      display,
    );
    expect(done?.title).toBe('Transaction executed');
    expect(done?.body).toBe(`${where} executed transaction 0xcdcd…cdcd.`);
    expect(done?.tag).toBe(`100:${SAFE.toLowerCase()}:${HASH}`);
    expect(done?.review).toBe(false);
    const failed = notificationContent(
      {
        ...base,
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        safeTxHash: HASH,
        txHash: TX,
        failed: 'true',
      },
      display,
    );
    expect(failed?.title).toBe('Transaction failed');
    expect(failed?.body).toBe(`${where} failed to execute transaction 0xcdcd…cdcd.`);
    // Without a safeTxHash: the history, tagged by the transaction hash.
    const bare = notificationContent(
      { ...base, type: 'EXECUTED_MULTISIG_TRANSACTION', txHash: TX },
      display,
    );
    expect(bare?.link).toBe(`/transactions/history?safe=gno:${SAFE}`);
    expect(bare?.tag).toBe(`100:${SAFE.toLowerCase()}:${TX}`);
  });

  it('incoming native currency in exact decimal units', () => {
    const content = notificationContent(
      { ...base, type: 'INCOMING_ETHER', txHash: TX, value: '1234567890123456789012' },
      display,
    );
    expect(content?.title).toBe('xDAI received');
    expect(content?.body).toBe(
      `${where} received 1234.567890123456789012 XDAI in transaction 0xcdcd…cdcd.`,
    );
    expect(content?.link).toBe(`/transactions/history?safe=gno:${SAFE}&filter=incoming`);
  });

  it('incoming tokens: amount, NFT id, or neither', () => {
    const of = (extra: Record<string, string>) =>
      notificationContent(
        { ...base, type: 'INCOMING_TOKEN', txHash: TX, tokenAddress: TOKEN, ...extra },
        display,
      )?.body;
    expect(of({ value: '5' })).toBe(
      `${where} received 5 base units of token ${cut(TOKEN)} in transaction 0xcdcd…cdcd.`,
    );
    expect(of({ tokenId: '77' })).toBe(
      `${where} received token #77 of ${cut(TOKEN)} in transaction 0xcdcd…cdcd.`,
    );
    expect(of({})).toBe(`${where} received tokens of ${cut(TOKEN)} in transaction 0xcdcd…cdcd.`);
  });

  it('module transaction links to the module history', () => {
    const content = notificationContent(
      { ...base, type: 'MODULE_TRANSACTION', txHash: TX, module: MODULE.toLowerCase() },
      display,
    );
    expect(content?.title).toBe('Module transaction');
    expect(content?.body).toBe(
      `${where} executed a module transaction 0xcdcd…cdcd from module ${cut(MODULE)}.`,
    );
    expect(content?.link).toBe(`/transactions/history?safe=gno:${SAFE}&filter=module`);
  });

  it('without saved names: the short address, the chain id, ETH and no link', () => {
    const content = notificationContent(
      { ...base, type: 'INCOMING_ETHER', txHash: TX, value: '1000000000000000000' },
      undefined,
    );
    expect(content?.body).toBe(
      `Safe ${cut(SAFE)} on chain 100 received 1.0 ETH in transaction 0xcdcd…cdcd.`,
    );
    expect(content?.link).toBeNull();
  });

  it('types that never notify, and each type with a field missing or malformed, give null', () => {
    for (const type of [
      'NEW_CONFIRMATION',
      'SAFE_CREATED',
      'PENDING_MULTISIG_TRANSACTION',
      'OUTGOING_ETHER',
      'x',
    ])
      expect(
        notificationContent({ ...base, type, safeTxHash: HASH, txHash: TX }, display),
      ).toBeNull();
    const broken = [
      { type: 'CONFIRMATION_REQUEST', safeTxHash: '0x12' },
      { type: 'MESSAGE_CONFIRMATION_REQUEST' },
      { type: 'EXECUTED_MULTISIG_TRANSACTION', safeTxHash: HASH },
      { type: 'MODULE_TRANSACTION', txHash: TX, module: 'nope' },
      { type: 'INCOMING_ETHER', txHash: TX, value: '-1' },
      { type: 'INCOMING_ETHER', txHash: TX, value: '1e18' },
      { type: 'INCOMING_TOKEN', txHash: TX },
    ];
    for (const fields of broken)
      expect(notificationContent({ ...base, ...fields }, display)).toBeNull();
    expect(
      notificationContent(
        { chainId: '1', address: '0x1234', type: 'CONFIRMATION_REQUEST', safeTxHash: HASH },
        display,
      ),
    ).toBeNull();
  });

  it('never throws on random input', () => {
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
    const values = [
      undefined,
      '',
      '0x',
      HASH,
      TX,
      'true',
      '12',
      '-3',
      'ü',
      Wallet.createRandom().address,
      '9'.repeat(100),
    ];
    const types = [
      'CONFIRMATION_REQUEST',
      'MESSAGE_CONFIRMATION_REQUEST',
      'EXECUTED_MULTISIG_TRANSACTION',
      'MODULE_TRANSACTION',
      'INCOMING_ETHER',
      'INCOMING_TOKEN',
    ];
    for (let i = 0; i < 2000; i += 1) {
      const raw: Record<string, unknown> = {
        type: pick(types),
        chainId: pick(['1', '100', 'x']),
        address: pick(values),
      };
      for (const field of [
        'safeTxHash',
        'txHash',
        'messageHash',
        'failed',
        'value',
        'tokenAddress',
        'tokenId',
        'module',
      ])
        raw[field] = pick(values);
      expect(() => {
        const data = parsePushData(Math.random() < 0.5 ? raw : { data: raw });
        if (data) notificationContent(data, Math.random() < 0.5 ? display : undefined);
      }).not.toThrow();
    }
  });

  it('shortens hex as 0x1234…abcd', () => {
    expect(shortHex(HASH)).toBe('0xabab…abab');
    expect(shortHex('0x12')).toBe('0x12');
  });
});
