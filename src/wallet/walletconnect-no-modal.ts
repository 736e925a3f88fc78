// Stands in for `@reown/appkit/core` (vite.config.ts aliases it here). WalletConnect's provider
// imports that package only to show its own QR modal, which this app never asks for
// (`showQrModal: false`; src/features/shared/wallet draws the QR code). Without the alias, the
// modal's ~1.5 MB of chunks would be built and precached for every user and never run.

/** Never called while `showQrModal` is false; says so loudly if that ever changes. */
export function createAppKit(): never {
  throw new Error('The WalletConnect modal is not part of this build (showQrModal must be false).');
}
