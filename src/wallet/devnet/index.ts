import { announceProvider } from '../eip6963';
import type { TestSignerParameters, TestSignerProvider } from './test-signer';

/** The reverse-DNS id the test signer announces under; tests look for it in bundles. */
export const TEST_SIGNER_RDNS = 'dev.countersign.test-signer';

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#b45309"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">T</text></svg>',
  );

/**
 * Announces the devnet test signer through EIP-6963. Callers gate this behind
 * `import.meta.env.VITE_DEVNET === 'true'` with a dynamic import so production bundles omit it.
 */
export async function announceTestSigner(
  parameters: TestSignerParameters,
): Promise<TestSignerProvider> {
  const { createTestSignerProvider } = await import('./test-signer');
  const provider = createTestSignerProvider(parameters);
  announceProvider({
    info: {
      uuid: crypto.randomUUID(),
      name: 'Devnet test signer',
      icon: ICON,
      rdns: TEST_SIGNER_RDNS,
    },
    provider,
  });
  return provider;
}
