// The devnet's one chain: Hardhat's chain id and the short name its gateway gives it. Devnet builds
// ship its RPC and know its short name; the devnet gateway serves it under these.

/** Hardhat's chain id (decimal text, as the gateway writes it). */
export const DEVNET_CHAIN_ID = '31337';

/** EIP-3770 short name of the devnet chain. */
export const DEVNET_SHORT_NAME = 'hh';
