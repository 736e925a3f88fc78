// The envelope, request ids and SDK versions of the Safe Apps contract (spec §7, §9; reference B.1).
import { describe, expect, it } from 'vitest';
import {
  createRequestId,
  getSDKVersion,
  isOwnRequestId,
  isSafeAppsMethod,
  isSdkVersionAtLeast,
  isSupportedSdkVersion,
  isWireRequestId,
  makeErrorResponse,
  makeRequest,
  makeSuccessResponse,
  Methods,
  parseSdkVersion,
  readRequestEnvelope,
  readResponseEnvelope,
  REQUEST_ID_BYTES,
  SAFE_APPS_METHODS,
  SAFE_APPS_SDK_VERSION,
  isAllowedRpcCall,
  RPC_CALLS,
} from '../../../../src/safe-apps/protocol';

describe('request ids', () => {
  it('are 10 random bytes written as 20 lowercase hex digits', () => {
    expect(REQUEST_ID_BYTES).toBe(10);
    const ids = new Set(Array.from({ length: 500 }, () => createRequestId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{20}$/);
  });

  it('write each byte as two digits, zero-padded, in order', () => {
    const bytes = [0, 1, 15, 16, 127, 128, 200, 254, 255, 10];
    const id = createRequestId((target) => {
      target.set(bytes);
      return target;
    });
    expect(id).toBe('00010f107f80c8feff0a');
    expect(isOwnRequestId(id)).toBe(true);
  });

  it('accept the public SDK’s shorter ids on the wire, and refuse what cannot be an id', () => {
    expect(isWireRequestId('a1b2c3d4e5')).toBe(true); // SDK: 5 bytes in hex
    expect(isWireRequestId(Date.now().toString(36))).toBe(true); // SDK without window
    expect(isOwnRequestId('a1b2c3d4e5')).toBe(false);
    for (const bad of ['', 'x'.repeat(65), 'a b', '<script>', 42, null, undefined, {}, ['a']]) {
      expect(isWireRequestId(bad)).toBe(false);
    }
  });
});

describe('SDK versions', () => {
  it('announce the public SDK’s wire version', () => {
    expect(SAFE_APPS_SDK_VERSION).toBe('9.1.0');
    expect(getSDKVersion()).toBe('9.1.0');
  });

  it('are accepted only with a major of at least 1', () => {
    for (const ok of ['1.0.0', '9.1.0', '1', '7.11', '10.0.0-beta.1', '2.0.0+build']) {
      expect(isSupportedSdkVersion(ok), ok).toBe(true);
    }
    for (const bad of [
      '0.9.9',
      '0.0.1',
      '',
      'v1.0.0',
      '1.0.0.0',
      'abc',
      '-1.0.0',
      1,
      null,
      undefined,
    ]) {
      expect(isSupportedSdkVersion(bad), String(bad)).toBe(false);
    }
    expect(parseSdkVersion('9.1.0')).toEqual({ major: 9, minor: 1, patch: 0 });
  });

  it('compare against a floor (off-chain signing needs 7.11.0)', () => {
    expect(isSdkVersionAtLeast('7.11.0', '7.11.0')).toBe(true);
    expect(isSdkVersionAtLeast('7.12.0', '7.11.0')).toBe(true);
    expect(isSdkVersionAtLeast('8.0.0', '7.11.0')).toBe(true);
    expect(isSdkVersionAtLeast('7.10.9', '7.11.0')).toBe(false);
    expect(isSdkVersionAtLeast('6.99.99', '7.11.0')).toBe(false);
    expect(isSdkVersionAtLeast('junk', '7.11.0')).toBe(false);
  });
});

describe('methods and the rpcCall allow-list', () => {
  it('are the 13 messages of spec §7, exactly', () => {
    expect([...SAFE_APPS_METHODS].sort()).toEqual(
      [
        'sendTransactions',
        'rpcCall',
        'getChainInfo',
        'getSafeInfo',
        'getTxBySafeTxHash',
        'getSafeBalances',
        'signMessage',
        'signTypedMessage',
        'getEnvironmentInfo',
        'getOffChainSignature',
        'requestAddressBook',
        'wallet_getPermissions',
        'wallet_requestPermissions',
      ].sort(),
    );
    expect(isSafeAppsMethod('getCurrentTheme')).toBe(false);
    expect(isSafeAppsMethod('SENDTRANSACTIONS')).toBe(false);
    expect(isSafeAppsMethod('toString')).toBe(false);
  });

  it('allow the reads of reference B.4 and nothing that signs or sends', () => {
    expect(Object.keys(RPC_CALLS)).toHaveLength(13);
    expect(isAllowedRpcCall('eth_call')).toBe(true);
    expect(isAllowedRpcCall('safe_setSettings')).toBe(true);
    for (const bad of [
      'eth_sendTransaction',
      'eth_sendRawTransaction',
      'eth_sign',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_accounts',
      'wallet_addEthereumChain',
      'debug_traceTransaction',
      'hasOwnProperty',
    ]) {
      expect(isAllowedRpcCall(bad), bad).toBe(false);
    }
  });
});

describe('the envelope', () => {
  it('carries id, method, params and env.sdkVersion app → host', () => {
    const request = makeRequest(Methods.getTxBySafeTxHash, { safeTxHash: '0xabc' });
    expect(Object.keys(request).sort()).toEqual(['env', 'id', 'method', 'params']);
    expect(request).toMatchObject({
      method: 'getTxBySafeTxHash',
      params: { safeTxHash: '0xabc' },
      env: { sdkVersion: '9.1.0' },
    });
    expect(request.id).toMatch(/^[0-9a-f]{20}$/);
  });

  it('carries id, success, data or error, and version host → app', () => {
    expect(makeSuccessResponse<'getEnvironmentInfo'>('abc', { origin: 'https://h' })).toEqual({
      id: 'abc',
      success: true,
      data: { origin: 'https://h' },
      version: '9.1.0',
    });
    expect(makeErrorResponse('abc', 'Transaction was rejected')).toEqual({
      id: 'abc',
      success: false,
      error: 'Transaction was rejected',
      version: '9.1.0',
    });
  });

  it('survive structured cloning and read back the same', () => {
    const request = structuredClone(makeRequest(Methods.signMessage, { message: 'hi' }));
    expect(readRequestEnvelope(request)).toEqual({ request });
    const reply = structuredClone(makeSuccessResponse<'signMessage'>('abc', { safeTxHash: '0x1' }));
    expect(readResponseEnvelope(reply)).toEqual({ response: reply });
  });

  it('reads nothing from a wrong shape', () => {
    const request = makeRequest(Methods.getSafeInfo, undefined);
    expect(readRequestEnvelope({ ...request, id: 7 })).toEqual({ problem: 'malformed' });
    expect(readRequestEnvelope({ ...request, method: 'getCurrentTheme' })).toEqual({
      problem: 'method',
    });
    expect(readRequestEnvelope({ ...request, env: undefined })).toEqual({ problem: 'version' });
    expect(readRequestEnvelope({ ...request, env: { sdkVersion: '0.4.0' } })).toEqual({
      problem: 'version',
    });
    expect(readRequestEnvelope('getSafeInfo')).toEqual({ problem: 'malformed' });
    const reply = makeSuccessResponse<'getOffChainSignature'>('abc', '0x');
    expect(readResponseEnvelope({ ...reply, version: undefined })).toEqual({ problem: 'version' });
    expect(readResponseEnvelope({ ...reply, success: 'yes' })).toEqual({ problem: 'malformed' });
    expect(
      readResponseEnvelope({ id: 'abc', success: false, error: 42, version: '9.1.0' }),
    ).toEqual({ problem: 'malformed' });
    expect(readResponseEnvelope(null)).toEqual({ problem: 'malformed' });
  });
});
