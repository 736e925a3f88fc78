// The same-block comparison of two RPC sources: the primary's latest block is read everywhere;
// agreement passes, a disagreement is a finding naming both sources and both values, a source that
// has not reached the block is asked once more and then reported as behind.
import { Interface, keccak256, zeroPadValue } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { readCrossCheckedChainState } from '../../../src/query/options/chainState';
import { registerWalletRpc } from '../../../src/query/rpc';

const SAFE = '0x5afe00000000000000000000000000000000005a';
const OWNERS = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
];
const SINGLETON = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762';
const CODE = '0x6080604052';
/** The getters the chain-state read asks, as the fake node decodes and answers them. */
const safeGetters = new Interface([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
  'function nonce() view returns (uint256)',
  'function VERSION() view returns (string)',
]);

type Node = {
  /** The latest block, answered to eth_blockNumber in turn (the last one repeats). */
  blocks: bigint[];
  owners?: string[];
  threshold?: bigint;
  nonce?: bigint;
};

const asked: Record<string, { method: string; block?: unknown }[]> = {};
const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((fn) => fn()));

/** A fake node answering the Safe reads, registered as `wallet:<id>`; records the blocks asked. */
function node(id: string, spec: Node): { url: string; name: string } {
  asked[id] = [];
  let turn = 0;
  const encode = (name: string, value: unknown) => safeGetters.encodeFunctionResult(name, [value]);
  undo.push(
    registerWalletRpc(id, {
      request: async ({ method, params = [] }) => {
        const block =
          method === 'eth_call'
            ? params[1]
            : method === 'eth_blockNumber'
              ? undefined
              : params.at(-1);
        asked[id]!.push({ method, block });
        switch (method) {
          case 'eth_blockNumber':
            return `0x${spec.blocks[Math.min(turn++, spec.blocks.length - 1)]!.toString(16)}`;
          case 'eth_chainId':
            return '0x1';
          case 'eth_getStorageAt':
            return zeroPadValue(SINGLETON, 32);
          case 'eth_getCode':
            return CODE;
          case 'eth_call': {
            const { data } = params[0] as { data: string };
            const fn = safeGetters.parseTransaction({ data })!.name;
            if (fn === 'getOwners') return encode(fn, spec.owners ?? OWNERS);
            if (fn === 'getThreshold') return encode(fn, spec.threshold ?? 2n);
            if (fn === 'nonce') return encode(fn, spec.nonce ?? 7n);
            return encode(fn, '1.4.1');
          }
          default:
            throw { code: -32601, message: `no ${method}` };
        }
      },
    }),
  );
  return { url: `wallet:${id}`, name: `source ${id}` };
}

describe('readCrossCheckedChainState', () => {
  it('reads both sources at the primary’s block and finds them in agreement', async () => {
    const primary = node('a', { blocks: [100n] });
    const second = node('b', { blocks: [105n] });
    const read = await readCrossCheckedChainState({ primary, others: [second], safeAddress: SAFE });
    expect(read.blockNumber).toBe(100n);
    expect(read.state).toMatchObject({ owners: OWNERS, threshold: 2, nonce: 7n });
    expect(read.state.implementationCodeHash).toBe(keccak256(CODE));
    expect(read.answers).toMatchObject([{ status: 'agrees', source: second }]);
    expect(read.disagreements).toEqual([]);
    // Every state read of both went to block 100 (0x64), never "latest".
    for (const id of ['a', 'b']) {
      const blocks = asked[id]!.filter(
        (a) => a.method !== 'eth_blockNumber' && a.method !== 'eth_chainId',
      );
      expect(blocks.length).toBeGreaterThan(0);
      expect(new Set(blocks.map((a) => a.block))).toEqual(new Set(['0x64']));
    }
  });

  it('a disagreement is an error finding naming both sources and both values', async () => {
    const primary = node('a', { blocks: [100n] });
    const liar = node('c', { blocks: [100n], nonce: 9n, owners: [OWNERS[0]!] });
    const read = await readCrossCheckedChainState({ primary, others: [liar], safeAddress: SAFE });
    expect(read.state.nonce).toBe(7n);
    expect(read.answers).toMatchObject([{ status: 'disagrees' }]);
    expect(read.disagreements.map((f) => [f.code, f.severity, f.path])).toEqual([
      ['RPC_SOURCES_DISAGREE', 'error', 'chain.owners'],
      ['RPC_SOURCES_DISAGREE', 'error', 'chain.nonce'],
    ]);
    expect(read.disagreements[1]!.message).toBe(
      'The RPCs disagree on the nonce: source a says 7; source c says 9',
    );
  });

  it('asks a source that is behind once more, and reads it when it has caught up', async () => {
    const primary = node('a', { blocks: [100n] });
    const late = node('d', { blocks: [99n, 100n] });
    const read = await readCrossCheckedChainState({
      primary,
      others: [late],
      safeAddress: SAFE,
      behindRetryMs: 1,
    });
    expect(read.answers).toMatchObject([{ status: 'agrees' }]);
    expect(asked.d!.filter((a) => a.method === 'eth_blockNumber')).toHaveLength(2);
  });

  it('says a source is behind when it still is after the one retry, without blocking', async () => {
    const primary = node('a', { blocks: [100n] });
    const behind = node('e', { blocks: [90n, 95n, 100n] });
    const read = await readCrossCheckedChainState({
      primary,
      others: [behind],
      safeAddress: SAFE,
      behindRetryMs: 1,
    });
    expect(read.answers).toMatchObject([{ status: 'behind', blockNumber: 95n }]);
    expect(read.disagreements).toEqual([]);
    expect(asked.e!.filter((a) => a.method === 'eth_blockNumber')).toHaveLength(2);
    expect(asked.e!.some((a) => a.method === 'eth_call')).toBe(false);
  });

  it('a further source that fails is reported with its error; the primary’s answer stands', async () => {
    const primary = node('a', { blocks: [100n] });
    const read = await readCrossCheckedChainState({
      primary,
      others: [{ url: 'wallet:gone', name: 'a wallet that left' }],
      safeAddress: SAFE,
    });
    expect(read.answers).toMatchObject([
      { status: 'failed', reason: 'The wallet is no longer connected' },
    ]);
    expect(read.state.nonce).toBe(7n);
  });
});
