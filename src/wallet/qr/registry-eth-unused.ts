// Stands in for `hdkey` and `@ethereumjs/util` inside @keystonehq/bc-ur-registry-eth, in the app
// build only (vite.config.ts). The registry uses them for one helper this app never calls
// (`generateAddressFromXpub`; ethers derives addresses here). The real packages would add Node's
// `crypto`/`stream` shims and `events`, which WalletConnect shares, splitting a runtime chunk
// onto the first route.
function unavailable(): never {
  throw new Error('generateAddressFromXpub is not available in this build; use ethers.');
}

/** Unused stand-in for hdkey's default export. */
const HDKey = { fromExtendedKey: unavailable };
export default HDKey;

/** Unused stand-in for @ethereumjs/util's publicToAddress. */
export const publicToAddress = unavailable;

/** Unused stand-in for @ethereumjs/util's toChecksumAddress. */
export const toChecksumAddress = unavailable;
