// What the chain itself says about a Safe (owners, threshold, nonce, version, implementation,
// chain id) and about its approved-hash / contract confirmations, read from the RPC the user chose.
import { queryOptions } from '@tanstack/react-query';
import {
  checkSignatureOnChain,
  compareSourceStates,
  readSafeChainState,
  type Finding,
  type SafeChainState,
  type SafeSignature,
} from '../../safe';
import { chainKeys } from '../chainKeys';
import {
  createRpcReader,
  ethBlockNumber,
  isTransientRpcError,
  rpcEthCall,
  RpcTimeoutError,
} from '../rpc';

// Owners and threshold change only by a Safe transaction; half a minute keeps the review fresh
// without asking the node on every render.
const HALF_MINUTE = 30_000;

/** One RPC to read through: its URL (or `wallet:<id>`) and its name on screen. */
export type ChainSource = { url: string; name: string };

/** What one further source said at the primary's block. */
export type SourceAnswer =
  | { source: ChainSource; status: 'agrees' | 'disagrees'; state: SafeChainState }
  /** It had not reached the block yet, also after one retry. */
  | { source: ChainSource; status: 'behind'; blockNumber: bigint }
  | { source: ChainSource; status: 'failed'; reason: string };

/** The Safe as the primary source reports it, and how the further sources compare. */
export type CrossCheckedChainState = {
  state: SafeChainState;
  /** The block every source was read at (the primary's latest). */
  blockNumber: bigint;
  /** Each further source's answer, in the order given. */
  answers: SourceAnswer[];
  /** One error finding per value two sources disagree on (empty when they agree). */
  disagreements: Finding[];
};

/** Parameters of {@link safeChainStateQueryOptions}. */
export type SafeChainStateQueryParameters = {
  /** The source the signing state comes from. */
  primary: ChainSource;
  /** Sources read at the same block and compared with it. */
  others?: readonly ChainSource[];
  /** The chain id the app expects (the key's scope; the RPC's own is in the result). */
  chainId: string;
  safeAddress: string;
  /** How long to wait before asking a source that is behind once more. */
  behindRetryMs?: number;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** How long a further voice may take before it counts as not answering (it never blocks). */
const OTHER_SOURCE_TIMEOUT_MS = 10_000;

/**
 * How long the primary source may take for the whole read: past it the review says "not
 * verified" and blocks signing instead of waiting for a node that hangs (not retried: a retry
 * would only double the wait; the user can ask again).
 */
export const PRIMARY_SOURCE_TIMEOUT_MS = 10_000;

/** Reads `other` at `block` (asking once more after a pause when it has not reached it yet). */
async function readAtBlock(
  other: ChainSource,
  block: bigint,
  safeAddress: string,
  retryMs: number,
  outer?: AbortSignal,
): Promise<{ status: 'answered'; state: SafeChainState } | SourceAnswer> {
  // A further voice that hangs must not hold the review: it is cut off and reported.
  const timeout = AbortSignal.timeout(OTHER_SOURCE_TIMEOUT_MS);
  const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
  try {
    let latest = await ethBlockNumber({ url: other.url, signal });
    if (latest < block) {
      await sleep(retryMs, signal);
      latest = await ethBlockNumber({ url: other.url, signal });
      if (latest < block) return { source: other, status: 'behind', blockNumber: latest };
    }
    const reader = createRpcReader(other.url, signal, `0x${block.toString(16)}`);
    return { status: 'answered', state: await readSafeChainState({ reader, safeAddress }) };
  } catch (error) {
    if (outer?.aborted) throw error;
    const reason = timeout.aborted
      ? `no answer within ${OTHER_SOURCE_TIMEOUT_MS / 1000} s`
      : messageOf(error);
    return { source: other, status: 'failed', reason };
  }
}

/**
 * The Safe as the primary source reports it at its latest block, with every further source read
 * at that same block and compared: a disagreement is a finding naming both sources.
 */
export async function readCrossCheckedChainState(
  {
    primary,
    others = [],
    safeAddress,
    behindRetryMs = 1000,
  }: Omit<SafeChainStateQueryParameters, 'chainId'>,
  signal?: AbortSignal,
): Promise<CrossCheckedChainState> {
  const timeout = AbortSignal.timeout(PRIMARY_SOURCE_TIMEOUT_MS);
  const primarySignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const cutOff = (error: unknown): never => {
    if (timeout.aborted && !signal?.aborted) throw new RpcTimeoutError(PRIMARY_SOURCE_TIMEOUT_MS);
    throw error;
  };
  const blockNumber = await ethBlockNumber({ url: primary.url, signal: primarySignal }).catch(
    cutOff,
  );
  const blockTag = `0x${blockNumber.toString(16)}`;
  const [state, ...read] = await Promise.all([
    readSafeChainState({
      reader: createRpcReader(primary.url, primarySignal, blockTag),
      safeAddress,
    }).catch(cutOff),
    ...others.map((other) => readAtBlock(other, blockNumber, safeAddress, behindRetryMs, signal)),
  ]);
  const disagreements: Finding[] = [];
  const answers = read.map((answer, index): SourceAnswer => {
    if (answer.status !== 'answered') return answer;
    const source = others[index]!;
    const found = compareSourceStates(
      { source: primary.name, state },
      { source: source.name, state: answer.state },
    );
    disagreements.push(...found);
    return { source, status: found.length ? 'disagrees' : 'agrees', state: answer.state };
  });
  return { state, blockNumber, answers, disagreements };
}

/** The Safe as the primary source reports it, cross-checked with the others at the same block. */
export function safeChainStateQueryOptions(parameters: SafeChainStateQueryParameters) {
  const { primary, others = [], chainId, safeAddress } = parameters;
  return queryOptions({
    queryKey: [
      ...chainKeys.safeState(primary.url, chainId, safeAddress),
      others.map((other) => other.url).join(' '),
    ],
    queryFn: ({ signal }): Promise<CrossCheckedChainState> =>
      readCrossCheckedChainState(parameters, signal),
    staleTime: HALF_MINUTE,
    retry: (failureCount, error) => failureCount < 1 && isTransientRpcError(error),
  });
}

/** Parameters of {@link onChainSignaturesQueryOptions}. */
export type OnChainSignaturesQueryParameters = {
  /** The primary source's URL: approved hashes and EIP-1271 answers come from it. */
  rpcUrl: string;
  chainId: string;
  safeAddress: string;
  /** The locally computed hash the confirmations are over. */
  hash: string;
  /** The EIP-712 pre-image of `hash`, for contract owners' legacy isValidSignature. */
  preimage?: string;
  signatures: readonly SafeSignature[];
  executor?: string | null;
};

/** The chain's verdict (lower-cased owner → accepted) on approved-hash and contract signatures. */
export function onChainSignaturesQueryOptions({
  rpcUrl,
  chainId,
  safeAddress,
  hash,
  preimage,
  signatures,
  executor,
}: OnChainSignaturesQueryParameters) {
  const parts = signatures.map((s) => `${s.type}:${s.signer}:${s.data}`).join('|');
  return queryOptions({
    queryKey: chainKeys.signatures(rpcUrl, chainId, safeAddress, hash, parts),
    queryFn: async ({ signal }): Promise<Map<string, boolean>> => {
      const call = rpcEthCall(rpcUrl, signal);
      const verdicts = await Promise.all(
        signatures.map((signature) =>
          checkSignatureOnChain({ call, safeAddress, hash, preimage, signature, executor }),
        ),
      );
      return new Map(signatures.map((s, index) => [s.signer.toLowerCase(), verdicts[index]!]));
    },
    staleTime: HALF_MINUTE,
  });
}
