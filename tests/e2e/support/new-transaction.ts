// Driving the new-transaction flow (/new-transaction?safe=…&kind=…) from a form to a proposal, and
// the custom-call form and batch builder inside it. The form labels are this branch's own; the
// flow's review/propose step belongs to the new-transaction flow and is matched loosely here.
import { expect, type Page } from '@playwright/test';
import { devnetInfo, safeParam } from './devnet';

/** The flow's route for one kind of action on `safe`. */
export const newTransactionUrl = (safe: string, kind: string) =>
  `/new-transaction?safe=${encodeURIComponent(safeParam(safe))}&kind=${kind}`;

/** Fills the custom-call form with an ABI call: address, pasted ABI, function, one text per input. */
export async function fillAbiCall(
  scope: Page,
  p: { address: string; abi: string; fn: string; inputs: Record<string, string>; value?: string },
) {
  await scope.getByLabel('Contract address').fill(p.address);
  await scope.getByLabel('ABI', { exact: true }).fill(p.abi);
  await scope.getByLabel('Function', { exact: true }).selectOption(p.fn);
  for (const [name, value] of Object.entries(p.inputs)) {
    await scope.getByLabel(new RegExp(`^${name} \\(`)).fill(value);
  }
  if (p.value !== undefined) await scope.getByLabel(/^Value \(/).fill(p.value);
}

/** Fills the custom-call form with raw calldata (empty for a plain native transfer). */
export async function fillRawCall(
  scope: Page,
  p: { address: string; data: string; value: string },
) {
  await scope.getByLabel('Contract address').fill(p.address);
  await scope.getByLabel('Raw calldata (hex)').check();
  await scope.getByLabel('Calldata', { exact: true }).fill(p.data);
  await scope.getByLabel(/^Value \(/).fill(p.value);
}

/**
 * After the form: the flow's review (simulation included) and "sign and propose". Waits until the
 * proposal reached the gateway and returns the queued transaction's safeTxHash.
 */
export async function proposeFromReview(page: Page, safe: string): Promise<string> {
  await page.getByRole('button', { name: /propose/i }).click();
  await expect(page.getByTestId('flow-result')).toContainText(/gateway/i, { timeout: 60_000 });
  const { gatewayUrl, chainId } = devnetInfo();
  let safeTxHash = '';
  await expect
    .poll(
      async () => {
        const queued = (await (
          await fetch(`${gatewayUrl}/v1/chains/${chainId}/safes/${safe}/transactions/queued`)
        ).json()) as { results: { transaction?: { id: string } }[] };
        const id = queued.results.find((item) => item.transaction)?.transaction?.id ?? '';
        safeTxHash = id.split('_')[2] ?? '';
        return safeTxHash;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^0x[0-9a-f]{64}$/);
  return safeTxHash;
}
