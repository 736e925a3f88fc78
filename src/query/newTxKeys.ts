// Keys of the new-transaction flow's chain reads. Beside keys.ts rather than in it: keys.ts is part
// of the first route's JS, and these are needed only once the flow's chunk loads.
import { getAddress } from 'ethers';

const safeKey = (address: string) => getAddress(address);

/**
 * Matches every chain read about one Safe (state, settings, balances) over any RPC: a new
 * transaction starts from the chain as it is now, not as it was half a minute ago.
 */
export function isChainKeyOfSafe(chainId: string, safeAddress: string) {
  const safe = safeKey(safeAddress);
  return (queryKey: readonly unknown[]): boolean =>
    queryKey[0] === 'chain-rpc' &&
    queryKey[2] === chainId &&
    queryKey[3] === 'safe' &&
    queryKey[4] === safe;
}

/** Keys of the new-transaction flow's chain reads (modules/guard/handler, on-chain balances). */
export const newTxChainKeys = {
  settings: (rpcUrl: string, chainId: string, safeAddress: string) =>
    ['chain-rpc', rpcUrl, chainId, 'safe', safeKey(safeAddress), 'settings'] as const,
  balance: (rpcUrl: string, chainId: string, safeAddress: string, token: string) =>
    ['chain-rpc', rpcUrl, chainId, 'safe', safeKey(safeAddress), 'balance', token] as const,
  nftOwner: (rpcUrl: string, chainId: string, token: string, tokenId: string) =>
    ['chain-rpc', rpcUrl, chainId, 'nft-owner', safeKey(token), tokenId] as const,
  estimation: (baseUrl: string, chainId: string, safeAddress: string, call: object) =>
    ['new-tx-estimation', baseUrl, chainId, safeKey(safeAddress), call] as const,
};
