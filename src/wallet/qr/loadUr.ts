// The UR libraries (bc-ur, the ETH registry) are large and expect Node's `Buffer`: they load only
// when a QR feature is opened (urProtocol.ts sets `Buffer` first), never on the first route.
import type * as UrProtocol from './urProtocol';

let loading: Promise<typeof UrProtocol> | undefined;

/** Loads the UR protocol module once, on demand. */
export function loadUr(): Promise<typeof UrProtocol> {
  loading ??= import('./urProtocol');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
