// `bs58check` for @keystonehq/bc-ur-registry in the app build (vite.config.ts): the package's own
// Base58Check over sha.js (which bc-ur already loads) instead of `create-hash`, whose Node stream
// shims pull `events` — shared with WalletConnect — and split a runtime chunk onto the first route.
import bs58checkBase from 'bs58check/base';
import shaJs from 'sha.js';

const sha256 = (data: Uint8Array): Uint8Array => shaJs('sha256').update(data).digest();

/** bs58check's API with the double SHA-256 checksum computed by sha.js. */
const bs58check = bs58checkBase((payload) => sha256(sha256(payload)));

export default bs58check;
