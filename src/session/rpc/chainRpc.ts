// Which RPC the review asks about a chain: the user's choice for that chain (Settings), else the
// chain config's rpcUri. Pure: the saved choices are passed in.
import type { ChainInfo } from '../../gateway';
import { getRpcEndpoint, parseRpcUrl, RpcUnavailableError } from '../../query/rpc';

/** The RPC for one chain and where it came from. */
export type ChainRpc =
  | { status: 'ok'; url: string; source: 'custom' | 'default' }
  | { status: 'unavailable'; reason: string };

/** Picks the RPC for `chain` from the saved choices (chainId → URL). */
export function chainRpcOf(chain: ChainInfo, saved: Readonly<Record<string, string>>): ChainRpc {
  const custom = saved[chain.chainId];
  if (custom) {
    const parsed = parseRpcUrl(custom);
    if (parsed.ok) return { status: 'ok', url: parsed.url, source: 'custom' };
  }
  try {
    return { status: 'ok', url: getRpcEndpoint({ rpcUri: chain.rpcUri }), source: 'default' };
  } catch (error) {
    const reason =
      error instanceof RpcUnavailableError ? error.message : 'the chain’s RPC cannot be used';
    return { status: 'unavailable', reason: `${reason}: choose an RPC in Settings` };
  }
}
