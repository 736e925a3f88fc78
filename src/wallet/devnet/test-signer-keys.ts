// The part of the test signer that needs ethers: the accounts' keys and the devnet's JSON-RPC. It
// loads on the first request that signs or reads the chain, never at start-up.
import { HDNodeWallet, JsonRpcProvider } from 'ethers';
import { TEST_MNEMONIC } from './accounts';

/** Derives the first `count` test accounts (one PBKDF2 run, then cheap child derivations). */
export function deriveTestAccounts(count: number): HDNodeWallet[] {
  const parent = HDNodeWallet.fromPhrase(TEST_MNEMONIC, undefined, "m/44'/60'/0'/0");
  return Array.from({ length: count }, (_, index) => parent.deriveChild(index));
}

/** The keys of `count` accounts connected to the devnet at `rpcUrl`, and that RPC. */
export function createTestSignerKeys(rpcUrl: string, chainId: bigint, count: number) {
  const rpc = new JsonRpcProvider(rpcUrl, Number(chainId), { staticNetwork: true });
  const wallets = deriveTestAccounts(count).map((wallet) => wallet.connect(rpc));
  return {
    rpc,
    /** The account's wallet (the address is one of the test accounts). */
    wallet(address: string): HDNodeWallet {
      const found = wallets.find((w) => w.address.toLowerCase() === address.toLowerCase());
      if (!found) throw new Error(`${address} is not a devnet test account`);
      return found;
    },
  };
}
