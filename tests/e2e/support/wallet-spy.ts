// Proof that a wallet was (or was never) asked to sign: an init script wraps the `request` of
// every EIP-6963 provider announced on the page — the devnet test signer included — before the
// app's own listener sees it, and records each method the app asks for.
import type { BrowserContext, Page } from '@playwright/test';

/** Methods that ask the wallet for a signature or a transaction. */
export const SIGNING_METHODS = [
  'eth_signTypedData_v4',
  'personal_sign',
  'eth_sign',
  'eth_sendTransaction',
] as const;

/** Installs the recorder on every page of `context` (call before the first navigation). */
export async function spyOnWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { __walletRequests: string[] }).__walletRequests = record;
    window.addEventListener('eip6963:announceProvider', (event) => {
      const provider = (event as CustomEvent<{ provider?: Record<string, unknown> }>).detail
        ?.provider;
      if (!provider || provider.__spied || typeof provider.request !== 'function') return;
      const original = (provider.request as (args: { method: string }) => Promise<unknown>).bind(
        provider,
      );
      provider.request = (args: { method: string }) => {
        record.push(args.method);
        return original(args);
      };
      provider.__spied = true;
    });
  });
}

/** The signing requests the page's wallet has received so far. */
export function signingRequests(page: Page): Promise<string[]> {
  return page.evaluate(
    (methods) =>
      (window as unknown as { __walletRequests?: string[] }).__walletRequests?.filter((m) =>
        methods.includes(m),
      ) ?? [],
    [...SIGNING_METHODS] as string[],
  );
}
