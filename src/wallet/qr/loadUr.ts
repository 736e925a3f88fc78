// The UR libraries (bc-ur, the ETH registry) are CommonJS written for Node: they expect a global
// `Buffer` while their modules evaluate. It is provided here, only when a QR feature is opened, so
// neither the polyfill nor the libraries reach the first route.
import type * as UrProtocol from './urProtocol';

let loading: Promise<typeof UrProtocol> | undefined;

/** Loads the UR protocol module (and the `Buffer` it needs) once, on demand. */
export function loadUr(): Promise<typeof UrProtocol> {
  loading ??= (async () => {
    const scope = globalThis as { Buffer?: unknown; process?: unknown };
    if (!scope.Buffer) scope.Buffer = (await import('buffer')).Buffer;
    // `util` (pulled in by `assert`) reads process.env at load time in browsers.
    scope.process ??= { env: {} };
    return import('./urProtocol');
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
