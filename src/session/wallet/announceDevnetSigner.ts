// Devnet builds only: announce the local test signer as an EIP-6963 wallet. The check is on the
// literal `import.meta.env.VITE_DEVNET`, which Vite replaces at build time, so in production the
// branch — and with it the dynamic import of the devnet module — is removed from the bundle.

declare global {
  interface ImportMetaEnv {
    /** Devnet JSON-RPC URL for the test signer (set by `npm start` and the e2e devnet server). */
    readonly VITE_DEVNET_RPC_URL?: string;
  }
}

import { DEVNET_CHAIN_ID } from '../../safe/chains/devnet';

/** Announces the test signer in devnet builds; does nothing otherwise. */
export async function announceDevnetSigner(): Promise<void> {
  if (import.meta.env.VITE_DEVNET === 'true') {
    const rpcUrl = import.meta.env.VITE_DEVNET_RPC_URL;
    if (!rpcUrl) {
      console.warn('Devnet build without VITE_DEVNET_RPC_URL: the test signer is not offered');
      return;
    }
    const { announceTestSigner } = await import('../../wallet/devnet');
    await announceTestSigner({ rpcUrl, chainId: BigInt(DEVNET_CHAIN_ID) });
  }
}
