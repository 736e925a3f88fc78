// Why the connected wallet cannot sign for this Safe right now, in words (or null when it can).
import type { ChainInfo } from '../../gateway';
import type { WalletSessionState } from '../../session/wallet/useWalletSession';

/** No wallet, another chain, or not an owner: each says what to do. */
export function walletBlocker(
  wallet: Pick<WalletSessionState, 'address' | 'chainId'>,
  chain: ChainInfo,
  isOwner: boolean,
): string | null {
  if (!wallet.address) return 'Connect a wallet that owns this Safe to sign.';
  if (wallet.chainId !== null && wallet.chainId !== chain.chainId)
    return `Your wallet is on chain ${wallet.chainId}: switch it to ${chain.chainName} (chain ${chain.chainId}) to sign.`;
  if (!isOwner) return `The connected account ${wallet.address} is not an owner of this Safe.`;
  return null;
}
