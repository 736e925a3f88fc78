// The verification takes the code hash of the Safe's implementation read from the chain's RPC: the
// official singleton's code passes, any other code blocks signing, an unread code stays a note
// that says why.
import { QueryClient } from '@tanstack/react-query';
import { keccak256 } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSafeArtifact } from '../../../../devnet/chain/artifacts';
import type { ChainInfo } from '../../../../src/gateway';
import { implementationCodeState } from '../../../../src/session/review/implementationCode';
import {
  verifyMessageDetails,
  verifyTransactionDetails,
} from '../../../../src/session/review/verification';
import { contractCodeHashQueryOptions } from '../../../../src/query/options';
import { JsonRpcError, RpcNetworkError, RpcUnavailableError } from '../../../../src/query/rpc';
import {
  chainId,
  makeSafeInfo,
  makeSafeMessage,
  makeTransactionDetails,
  singleton,
  wallets,
} from '../../safe/helpers/gateway-fixtures';
import {
  startCodeRpcServer,
  type CodeRpcServer,
} from '../../features/shared/transactions/rpc-server';

const call = { to: wallets[5]!.address, value: 10n ** 18n };
const SAFE_L2_141 = loadSafeArtifact('1.4.1', 'safeL2').deployedBytecode;
// The real code with one byte changed: what a replaced implementation looks like to the hash.
const TAMPERED = `${SAFE_L2_141.slice(0, -2)}${SAFE_L2_141.endsWith('00') ? '01' : '00'}`;

const codes = (result: { findings: { code: string }[] }) => result.findings.map((f) => f.code);

describe('verifyTransactionDetails with the implementation code hash', () => {
  it('passes the official Safe 1.4.1 singleton without the "not checked" note', async () => {
    const details = await makeTransactionDetails(call);
    const result = verifyTransactionDetails(details, makeSafeInfo(), chainId.toString(), {
      status: 'checked',
      codeHash: singleton('1.4.1').codeHash,
      empty: false,
    });
    expect(result.verdict).toBe('verified');
    expect(codes(result)).not.toContain('IMPLEMENTATION_UNVERIFIED');
    expect(codes(result)).not.toContain('UNKNOWN_IMPLEMENTATION');
  });

  it('blocks signing when the implementation runs other code', async () => {
    const details = await makeTransactionDetails(call);
    const result = verifyTransactionDetails(details, makeSafeInfo(), chainId.toString(), {
      status: 'checked',
      codeHash: keccak256(TAMPERED),
      empty: false,
    });
    expect(result.verdict).toBe('mismatch');
    expect(result.computedHash).toBe(result.gatewayHash);
    const finding = result.findings.find((f) => f.code === 'UNKNOWN_IMPLEMENTATION');
    expect(finding).toMatchObject({
      severity: 'error',
      message: 'The Safe runs code that is not an official Safe implementation',
      actual: keccak256(TAMPERED),
    });
    expect(codes(result)).not.toContain('IMPLEMENTATION_UNVERIFIED');
  });

  it('says so when there is no code at the implementation address', async () => {
    const details = await makeTransactionDetails(call);
    const result = verifyTransactionDetails(details, makeSafeInfo(), chainId.toString(), {
      status: 'checked',
      codeHash: keccak256('0x'),
      empty: true,
    });
    expect(result.verdict).toBe('mismatch');
    expect(result.findings.find((f) => f.code === 'UNKNOWN_IMPLEMENTATION')?.message).toBe(
      'There is no code at the Safe’s implementation address',
    );
  });

  it('keeps the "not checked" note, with the reason, when the code could not be read', async () => {
    const details = await makeTransactionDetails(call);
    const result = verifyTransactionDetails(details, makeSafeInfo(), chainId.toString(), {
      status: 'unchecked',
      reason: 'offline',
    });
    expect(result.verdict).toBe('verified');
    const note = result.findings.find((f) => f.code === 'IMPLEMENTATION_UNVERIFIED');
    expect(note).toMatchObject({
      severity: 'warning',
      message: 'The implementation code was not checked (offline)',
    });
  });
});

describe('verifyMessageDetails with the implementation code hash', () => {
  it('passes the official singleton and blocks any other code', async () => {
    const message = await makeSafeMessage('hello owners');
    const known = verifyMessageDetails(message, makeSafeInfo(), chainId.toString(), {
      status: 'checked',
      codeHash: singleton('1.4.1').codeHash,
      empty: false,
    });
    expect(known.verdict).toBe('verified');
    expect(codes(known)).not.toContain('IMPLEMENTATION_UNVERIFIED');
    const unknown = verifyMessageDetails(message, makeSafeInfo(), chainId.toString(), {
      status: 'checked',
      codeHash: keccak256(TAMPERED),
      empty: false,
    });
    expect(unknown.verdict).toBe('mismatch');
    expect(codes(unknown)).toContain('UNKNOWN_IMPLEMENTATION');
  });
});

describe('code read from a loopback RPC into the verification', () => {
  let rpc: CodeRpcServer;
  beforeAll(async () => {
    rpc = await startCodeRpcServer();
  });
  afterAll(() => rpc.close());

  const chain = () =>
    ({
      chainId: chainId.toString(),
      rpcUri: { authentication: 'NO_AUTHENTICATION', value: rpc.url },
    }) as ChainInfo;

  async function verifyWithCode(code: string) {
    const safe = makeSafeInfo();
    rpc.code.set(safe.implementation.value.toLowerCase(), code);
    const data = await new QueryClient().fetchQuery(
      contractCodeHashQueryOptions(
        { baseUrl: 'http://gateway.test' },
        chain(),
        safe.implementation.value,
        rpc.url,
      ),
    );
    const details = await makeTransactionDetails(call);
    return verifyTransactionDetails(details, safe, chainId.toString(), {
      status: 'checked',
      ...data,
    });
  }

  it('verifies a Safe whose implementation has the real SafeL2 1.4.1 code', async () => {
    const result = await verifyWithCode(SAFE_L2_141);
    expect(result.verdict).toBe('verified');
    expect(result.findings).toEqual([]);
  });

  it('finds a replaced implementation', async () => {
    const result = await verifyWithCode(TAMPERED);
    expect(result.verdict).toBe('mismatch');
    expect(codes(result)).toContain('UNKNOWN_IMPLEMENTATION');
  });
});

describe('implementationCodeState', () => {
  const idle = {
    unavailable: null,
    data: undefined,
    error: null,
    failureReason: null,
    fetchStatus: 'idle' as const,
    online: true,
  };

  it('is pending while the code is being read', () => {
    expect(implementationCodeState({ ...idle, fetchStatus: 'fetching' })).toEqual({
      status: 'pending',
    });
  });

  it('carries the hash once read', () => {
    expect(implementationCodeState({ ...idle, data: { codeHash: '0xabc', empty: false } })).toEqual(
      { status: 'checked', codeHash: '0xabc', empty: false },
    );
  });

  it('explains an unusable RPC, an offline browser and the node’s own error', () => {
    expect(
      implementationCodeState({
        ...idle,
        unavailable: new RpcUnavailableError(
          'API_KEY_REQUIRED',
          'the chain’s RPC needs an API key',
        ),
      }),
    ).toEqual({ status: 'unchecked', reason: 'the chain’s RPC needs an API key' });
    expect(
      implementationCodeState({
        ...idle,
        fetchStatus: 'paused',
        failureReason: new RpcNetworkError(),
      }),
    ).toEqual({ status: 'unchecked', reason: 'offline' });
    expect(
      implementationCodeState({ ...idle, error: new RpcNetworkError(), online: false }),
    ).toEqual({ status: 'unchecked', reason: 'offline' });
    expect(implementationCodeState({ ...idle, error: new RpcNetworkError() })).toEqual({
      status: 'unchecked',
      reason: 'the chain’s RPC could not be reached',
    });
    expect(
      implementationCodeState({ ...idle, error: new JsonRpcError(-32000, 'header not found') }),
    ).toEqual({ status: 'unchecked', reason: 'the chain’s RPC said “header not found”' });
  });
});
