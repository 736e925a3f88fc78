// A live change of the Safe (queue, history, setup) makes its chain reads stale too, so the review
// compares the new Safe info with a chain read made after it — never one from before the change.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chainKeys } from '../../../src/query/chainKeys';
import { isChainReadOfSafe } from '../../../src/query/keys';
import { refreshChangedActivity } from '../../../src/query/live';

const SAFE = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const RPC = 'http://rpc.test';

function seeded() {
  const queryClient = new QueryClient();
  const state = chainKeys.safeState(RPC, '1', SAFE);
  const signatures = chainKeys.signatures(RPC, '1', SAFE, '0xab', 'parts');
  const simulation = chainKeys.simulation(RPC, '1', SAFE, '0xab');
  const otherSafe = chainKeys.safeState(RPC, '1', OTHER);
  for (const key of [state, signatures, simulation, otherSafe]) queryClient.setQueryData(key, 1);
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, state, signatures, simulation, otherSafe, stale };
}

describe('chain reads on live changes', () => {
  it('matches the Safe’s state and approvals under any RPC, not its simulations or other Safes', () => {
    expect(isChainReadOfSafe(chainKeys.safeState(RPC, '1', SAFE), '1', SAFE.toLowerCase())).toBe(
      true,
    );
    expect(isChainReadOfSafe(chainKeys.safeState(RPC, '1', SAFE), '1', SAFE)).toBe(true);
    expect(isChainReadOfSafe(chainKeys.safeState('http://b', '1', SAFE), '1', SAFE)).toBe(true);
    expect(isChainReadOfSafe(chainKeys.safeState(RPC, '5', SAFE), '1', SAFE)).toBe(false);
    expect(isChainReadOfSafe(chainKeys.simulation(RPC, '1', SAFE, '0xab'), '1', SAFE)).toBe(false);
  });

  it.each([['queue'], ['history'], ['setup']] as const)(
    'a %s change invalidates the Safe’s chain state and approvals',
    async (part) => {
      const { queryClient, state, signatures, simulation, otherSafe, stale } = seeded();
      await refreshChangedActivity(queryClient, 'https://gw', { chainId: '1', safeAddress: SAFE }, [
        part,
      ]);
      expect(stale(state)).toBe(true);
      expect(stale(signatures)).toBe(true);
      expect(stale(simulation)).toBe(false);
      expect(stale(otherSafe)).toBe(false);
    },
  );

  it('a messages change leaves the chain reads alone', async () => {
    const { queryClient, state, stale } = seeded();
    await refreshChangedActivity(queryClient, 'https://gw', { chainId: '1', safeAddress: SAFE }, [
      'messages',
    ]);
    expect(stale(state)).toBe(false);
  });
});
