// Filling the custom-call form of the new-transaction flow (the flow's route, review and proposal
// steps are in ./new-tx.ts).
import type { Page } from '@playwright/test';

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
