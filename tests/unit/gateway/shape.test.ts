// Answers of another outline than the screens read fail as a GatewayError, not inside a screen.
import { describe, expect, it } from 'vitest';
import { createGatewayClient } from '../../../src/gateway/client';
import { GatewayError } from '../../../src/gateway/errors';
import { getChainsConfig, getSafeInfo, getTransactionQueue } from '../../../src/gateway/actions';
import { safeInfoShape, transactionPageShape } from '../../../src/gateway/shape';

const answering = (body: unknown) =>
  createGatewayClient({
    baseUrl: 'https://gateway.test',
    fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  });

const WRONG = { results: 'not a list', owners: 7, threshold: 'two' };

describe('answer outlines', () => {
  it('accepts what the screens read', () => {
    expect(
      safeInfoShape({
        address: { value: '0x1' },
        owners: [{ value: '0x2' }],
        threshold: 1,
        nonce: 0,
      }),
    ).toBeNull();
    expect(
      transactionPageShape({ results: [{ type: 'LABEL' }], next: null, previous: null }),
    ).toBeNull();
  });

  it('names what is missing', () => {
    expect(safeInfoShape({ address: { value: '0x1' }, owners: 7 })).toBe(
      'the Safe has no list of owners',
    );
    expect(transactionPageShape({ results: [{}] })).toBe(
      'the transaction list: a list entry has no text type',
    );
    expect(transactionPageShape({ results: [], next: 3 })).toBe(
      'the transaction list has a next link that is not a URL',
    );
  });

  it('turns a wrongly shaped 200 into a GatewayError in the actions', async () => {
    const client = answering(WRONG);
    await expect(getChainsConfig(client)).rejects.toBeInstanceOf(GatewayError);
    await expect(getSafeInfo(client, { chainId: '1', safeAddress: '0x1' })).rejects.toThrow(
      'Unexpected answer: the Safe has no address',
    );
    await expect(getTransactionQueue(client, { chainId: '1', safeAddress: '0x1' })).rejects.toThrow(
      'Unexpected answer: the transaction list has no list of results',
    );
  });
});
