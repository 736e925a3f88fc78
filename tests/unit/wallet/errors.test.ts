import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  describeProviderError,
  getProviderErrorCode,
  methodNotImplementedError,
} from '../../../src/wallet/errors';

describe('provider errors', () => {
  it('words an unsupported method exactly as the spec does', () => {
    const error = methodNotImplementedError('eth_sign');
    expect(error.message).toBe('"eth_sign" not implemented');
    expect(error.code).toBe(4200);
  });

  it.each(Object.values(PROVIDER_ERROR_CODES))('maps code %i to its own message', (code) => {
    const description = describeProviderError(new ProviderRpcError(code, 'raw'));
    expect(description.code).toBe(code);
    expect(description.title).not.toContain('raw');
    expect(description.action.length).toBeGreaterThan(10);
  });

  it('gives each code a distinct title', () => {
    const titles = Object.values(PROVIDER_ERROR_CODES).map(
      (code) => describeProviderError({ code }).title,
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('finds a code wrapped in causes (as ethers wraps wallet errors)', () => {
    const wrapped = new Error('outer', { cause: new Error('middle', { cause: { code: 4001 } }) });
    expect(getProviderErrorCode(wrapped)).toBe(4001);
    expect(describeProviderError(wrapped).title).toMatch(/rejected/);
  });

  it('falls back to the wallet’s own words for unknown failures', () => {
    const description = describeProviderError(new Error('nonce too low'));
    expect(description.code).toBeUndefined();
    expect(description.title).toContain('nonce too low');
  });
});
