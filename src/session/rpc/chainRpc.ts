// Which RPCs the review asks about a chain, in order: the user's choice (Settings), the RPC(s)
// this app ships for the chain (viem's chain registry, the devnet build's own chain), the
// connected wallet's own provider when it is on that chain, and last the gateway's `rpcUri`. The
// gateway's RPC is only a further voice: a gateway that lies could name an RPC that lies too, so
// with nothing else the chain counts as unverified. Pure: every input is passed in.
import type { ChainInfo } from '../../gateway';
import { getRpcEndpoint, parseRpcUrl, WALLET_RPC_PREFIX } from '../../query/rpc';

/** Where an RPC comes from. */
export type RpcSourceKind = 'user' | 'shipped' | 'wallet' | 'gateway';

/** One RPC the app may read the chain through. */
export type RpcSource = {
  kind: RpcSourceKind;
  /** An http(s) URL, or `wallet:<id>` for the wallet's provider. */
  url: string;
  /** The source in words, as the screens name it ("your RPC https://…"). */
  name: string;
};

/** The connected wallet as a possible source. */
export type WalletRpcCandidate = {
  /** The id its provider is registered under (`wallet:<id>`). */
  id: string;
  /** The wallet's name ("MetaMask"). */
  name: string;
  /** The wallet's chain (decimal), or null when unknown. */
  chainId: string | null;
};

/** What the choice is made from. */
export type ChainRpcInputs = {
  /** The user's saved choices (chainId → URL). */
  saved: Readonly<Record<string, string>>;
  /** The RPC URLs this app ships for the chain. */
  shipped: readonly string[];
  /** The connected wallet, if any. */
  wallet: WalletRpcCandidate | null;
};

/** The sources of one chain and which of them the review reads. */
export type ChainRpcChoice = {
  /** The source the signing state is read from; null when only the gateway names one (or none). */
  primary: RpcSource | null;
  /**
   * The voices compared with it at the same block: the next independent source and the
   * gateway's RPC, when known (a disagreement with either blocks).
   */
  others: readonly RpcSource[];
  /** Every usable source, in order (Settings lists them). */
  sources: readonly RpcSource[];
  /** Why the chain cannot be verified; null when there is a primary. */
  reason: string | null;
};

/** The reason signing stays blocked when the gateway's RPC is the only one known. */
export const GATEWAY_ONLY_REASON =
  'Choose an RPC in Settings: only the gateway’s RPC is known for this chain';

/** The reason signing stays blocked when no RPC at all can be used. */
export const NO_RPC_REASON = 'Choose an RPC in Settings: no RPC is known for this chain';

function httpUrl(url: string | undefined): string | null {
  if (!url) return null;
  const parsed = parseRpcUrl(url);
  return parsed.ok ? parsed.url : null;
}

function gatewayUrl(chain: ChainInfo): string | null {
  try {
    return httpUrl(getRpcEndpoint({ rpcUri: chain.rpcUri }));
  } catch {
    return null;
  }
}

/** Picks the RPC sources for `chain` (see the file comment for the order). */
export function chooseChainRpc(chain: ChainInfo, inputs: ChainRpcInputs): ChainRpcChoice {
  const sources: RpcSource[] = [];
  const add = (source: RpcSource) => {
    if (!sources.some((s) => s.url === source.url)) sources.push(source);
  };
  const user = httpUrl(inputs.saved[chain.chainId]);
  if (user) add({ kind: 'user', url: user, name: `your RPC ${user}` });
  for (const raw of inputs.shipped) {
    const url = httpUrl(raw);
    if (url) add({ kind: 'shipped', url, name: `the app’s default RPC ${url}` });
  }
  const { wallet } = inputs;
  if (wallet && wallet.chainId === chain.chainId) {
    add({
      kind: 'wallet',
      url: `${WALLET_RPC_PREFIX}${wallet.id}`,
      name: `your wallet (${wallet.name})`,
    });
  }
  const gateway = gatewayUrl(chain);
  // The same URL as an independent source is that source, not a further voice.
  if (gateway) add({ kind: 'gateway', url: gateway, name: `the gateway’s RPC ${gateway}` });
  const primary = sources[0]?.kind === 'gateway' ? null : (sources[0] ?? null);
  const rest = sources.slice(1);
  const nextIndependent = rest.find((s) => s.kind !== 'gateway');
  const gatewayVoice = rest.find((s) => s.kind === 'gateway');
  return {
    primary,
    others: primary ? [nextIndependent, gatewayVoice].filter((s) => s !== undefined) : [],
    sources,
    reason: primary ? null : gateway ? GATEWAY_ONLY_REASON : NO_RPC_REASON,
  };
}

/** The review's RPC for a chain: the primary source (with the whole choice), or why there is none. */
export type ChainRpc =
  | {
      status: 'ok';
      url: string;
      source: RpcSourceKind;
      /** The source in words. */
      name: string;
      choice: ChainRpcChoice;
    }
  | { status: 'unavailable'; reason: string; choice: ChainRpcChoice };

/** The primary of `choice` as a {@link ChainRpc}. */
export function chainRpcOf(choice: ChainRpcChoice): ChainRpc {
  const { primary } = choice;
  return primary
    ? { status: 'ok', url: primary.url, source: primary.kind, name: primary.name, choice }
    : { status: 'unavailable', reason: choice.reason ?? NO_RPC_REASON, choice };
}
