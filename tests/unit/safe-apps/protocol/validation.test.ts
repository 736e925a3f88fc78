// The §5 rules with their exact texts, as the host checks them on arriving requests
// (readRequestParams) and as both sides assert them (validation.ts, primary-type.ts).
import { describe, expect, it } from 'vitest';
import {
  assertPermissionRequest,
  assertRequestDefined,
  assertSignableHash,
  assertSigningAddress,
  derivePrimaryType,
  makeRequest,
  Methods,
  PermissionsError,
  readRequestParams,
  SafeAppsError,
  SafeAppsValidationError,
  type IncomingRequest,
  type SafeAppsMethod,
} from '../../../../src/safe-apps/protocol';

const SAFE = '0x1234567890AbcdEF1234567890aBcdef12345678';
const TO = '0x00000000000000000000000000000000000000aa';

const typedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: 1 },
  types: {
    Person: [{ name: 'name', type: 'string' }],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
    ],
  },
  message: { from: { name: 'a' }, to: [{ name: 'b' }] },
};

/** An arriving request with these params, as the acceptance rules would hand it on. */
const incoming = (method: SafeAppsMethod, params: unknown): IncomingRequest => ({
  ...makeRequest(method, params as never),
  params,
});

/** The text a host would answer `params` with, or 'ok'. */
function hostAnswer(method: SafeAppsMethod, params: unknown): string {
  try {
    readRequestParams(incoming(method, params));
    return 'ok';
  } catch (error) {
    // Typed: a validation error, or a PermissionsError (code 4001) for permission requests.
    expect(error).toBeInstanceOf(SafeAppsError);
    return (error as Error).message;
  }
}

describe('§5 on the host: what arrives is checked with the rule’s text', () => {
  it("sendTransactions needs a non-empty list: 'No transactions were passed'", () => {
    for (const params of [undefined, null, {}, { txs: [] }, { txs: 'x' }, { txs: {} }, []]) {
      expect(hostAnswer(Methods.sendTransactions, params)).toBe('No transactions were passed');
    }
    expect(
      hostAnswer(Methods.sendTransactions, { txs: [{ to: TO, value: '0', data: '0x' }] }),
    ).toBe('ok');
  });

  it('sendTransactions normalises each call and refuses a malformed one by index', () => {
    const read = readRequestParams(
      incoming(Methods.sendTransactions, {
        txs: [
          { to: TO, value: '0x10' },
          { to: TO, value: 5, data: '0xabcd' },
          { to: TO, value: '1000000000000000000', data: null },
        ],
        params: { safeTxGas: 21000 },
      }),
    );
    expect(read.params).toEqual({
      txs: [
        { to: TO, value: '16', data: '0x' },
        { to: TO, value: '5', data: '0xabcd' },
        { to: TO, value: '1000000000000000000', data: '0x' },
      ],
      params: { safeTxGas: 21000 },
    });
    const ok = { to: TO, value: '0', data: '0x' };
    expect(hostAnswer(Methods.sendTransactions, { txs: [ok, { to: 'nope' }] })).toBe(
      'Invalid transaction #1',
    );
    expect(hostAnswer(Methods.sendTransactions, { txs: [{ ...ok, value: '-1' }] })).toBe(
      'Invalid transaction #0',
    );
    expect(hostAnswer(Methods.sendTransactions, { txs: [{ ...ok, value: 1.5 }] })).toBe(
      'Invalid transaction #0',
    );
    expect(hostAnswer(Methods.sendTransactions, { txs: [{ ...ok, data: '0xabc' }] })).toBe(
      'Invalid transaction #0',
    );
    expect(hostAnswer(Methods.sendTransactions, { txs: [ok], params: { safeTxGas: -1 } })).toBe(
      'Invalid safeTxGas',
    );
  });

  it("getTxBySafeTxHash needs a non-empty value: 'Invalid safeTxHash'", () => {
    for (const params of [undefined, {}, { safeTxHash: '' }, { safeTxHash: 1 }, '0xabc']) {
      expect(hostAnswer(Methods.getTxBySafeTxHash, params)).toBe('Invalid safeTxHash');
    }
    expect(hostAnswer(Methods.getTxBySafeTxHash, { safeTxHash: '0xabc' })).toBe('ok');
  });

  it("signTypedMessage needs domain, types and message: 'Invalid typed data'", () => {
    const { domain, types, message } = typedData;
    for (const bad of [
      undefined,
      'typed',
      { types, message },
      { domain, message },
      { domain, types },
      { domain: 'x', types, message },
      { domain, types: { Mail: 'x' }, message },
      { domain, types: { Mail: [{ name: 1, type: 'string' }] }, message },
    ]) {
      expect(hostAnswer(Methods.signTypedMessage, { typedData: bad })).toBe('Invalid typed data');
    }
    expect(hostAnswer(Methods.signTypedMessage, { typedData })).toBe('ok');
  });

  it("signTypedMessage needs a derivable primary type: 'Please specify primaryType'", () => {
    const twoRoots = {
      ...typedData,
      types: { ...typedData.types, Other: [{ name: 'x', type: 'uint256' }] },
    };
    expect(hostAnswer(Methods.signTypedMessage, { typedData: twoRoots })).toBe(
      'Please specify primaryType',
    );
    expect(
      hostAnswer(Methods.signTypedMessage, { typedData: { ...twoRoots, primaryType: 'Mail' } }),
    ).toBe('ok');
  });

  it("wallet_requestPermissions needs restricted-method objects: 'Permissions request is invalid'", () => {
    for (const bad of [
      undefined,
      {},
      { requestAddressBook: {} },
      [{ sendTransactions: {} }],
      [{ requestAddressBook: {}, eth_accounts: {} }],
      ['requestAddressBook'],
      [null],
    ]) {
      expect(hostAnswer(Methods.wallet_requestPermissions, bad)).toBe(
        'Permissions request is invalid',
      );
    }
    expect(hostAnswer(Methods.wallet_requestPermissions, [{ requestAddressBook: {} }])).toBe('ok');
  });

  it('rpcCall allows only the allow-list, with a params list', () => {
    expect(hostAnswer(Methods.rpcCall, { call: 'eth_sendRawTransaction', params: ['0x'] })).toBe(
      '"eth_sendRawTransaction" is not allowed',
    );
    expect(hostAnswer(Methods.rpcCall, { call: 'eth_call', params: 'x' })).toBe(
      '"eth_call" is not allowed',
    );
    expect(hostAnswer(Methods.rpcCall, undefined)).toBe('"undefined" is not allowed');
    const read = readRequestParams(incoming(Methods.rpcCall, { call: 'eth_gasPrice' }));
    expect(read.params).toEqual({ call: 'eth_gasPrice', params: [] });
  });

  it("getSafeBalances defaults to 'usd' and refuses what is not a currency code", () => {
    expect(readRequestParams(incoming(Methods.getSafeBalances, undefined)).params).toEqual({
      currency: 'usd',
    });
    expect(
      readRequestParams(incoming(Methods.getSafeBalances, { currency: 'EUR' })).params,
    ).toEqual({ currency: 'eur' });
    expect(hostAnswer(Methods.getSafeBalances, { currency: 'usd/admin' })).toBe('Invalid currency');
  });

  it('signMessage needs a string, getOffChainSignature a bare hash', () => {
    expect(hostAnswer(Methods.signMessage, { message: 42 })).toBe('Invalid message');
    expect(hostAnswer(Methods.signMessage, { message: 'hello' })).toBe('ok');
    expect(hostAnswer(Methods.getOffChainSignature, { messageHash: '0x1' })).toBe(
      'Invalid messageHash',
    );
    expect(hostAnswer(Methods.getOffChainSignature, '0x1')).toBe('ok');
  });

  it('drops whatever came along with the methods that take no params', () => {
    for (const method of [
      Methods.getChainInfo,
      Methods.getSafeInfo,
      Methods.getEnvironmentInfo,
      Methods.requestAddressBook,
      Methods.wallet_getPermissions,
    ]) {
      expect(readRequestParams(incoming(method, { evil: true })).params).toBeUndefined();
    }
  });
});

describe('§5 assertions shared with the client', () => {
  it("message signing compares the Safe's address case-insensitively", () => {
    expect(() => assertSigningAddress(SAFE.toLowerCase(), SAFE)).not.toThrow();
    expect(() => assertSigningAddress(SAFE.toUpperCase().replace('0X', '0x'), SAFE)).not.toThrow();
    for (const bad of [TO, undefined, '', 42]) {
      expect(() => assertSigningAddress(bad, SAFE)).toThrow(
        new SafeAppsValidationError('The address or message hash is invalid'),
      );
    }
    expect(() => assertSignableHash('abcd')).toThrow('The address or message hash is invalid');
    expect(() => assertSignableHash('0xabcd')).not.toThrow();
  });

  it('an invalid permission request is a PermissionsError with code 4001', () => {
    let caught: unknown;
    try {
      assertPermissionRequest([{ nope: {} }]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PermissionsError);
    expect(caught).toMatchObject({ message: 'Permissions request is invalid', code: 4001 });
  });

  it("an empty request gives 'Undefined request'", () => {
    for (const empty of [undefined, null, {}]) {
      expect(() => assertRequestDefined(empty)).toThrow('Undefined request');
    }
    expect(() => assertRequestDefined({ method: 'eth_chainId' })).not.toThrow();
  });

  it('derives the primary type: the one struct nobody refers to, never EIP712Domain', () => {
    expect(derivePrimaryType(typedData)).toBe('Mail');
    expect(
      derivePrimaryType({
        types: {
          EIP712Domain: [{ name: 'name', type: 'string' }],
          Ballot: [{ name: 'voters', type: 'Voter[2][]' }],
          Voter: [{ name: 'who', type: 'address' }],
        },
      }),
    ).toBe('Ballot');
    expect(derivePrimaryType({ ...typedData, primaryType: 'Person' })).toBe('Person');
    expect(() => derivePrimaryType({ types: {} })).toThrow('Please specify primaryType');
    expect(() =>
      derivePrimaryType({
        types: { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A' }] },
      }),
    ).toThrow('Please specify primaryType');
  });
});
