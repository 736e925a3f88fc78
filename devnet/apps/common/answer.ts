// Shows an answer (or an error) of a call as text in its element, with `data-state` pending / ok /
// error so that a test can wait on it. Gateway and host data is only ever set as text.
import { PermissionsError } from '../../../src/safe-apps/client';

/** The element with this test id (the pages are static: a missing one is a bug in the page). */
export function byTestId<T extends HTMLElement = HTMLElement>(testId: string): T {
  const element = document.querySelector<T>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`No element with data-testid "${testId}"`);
  return element;
}

/** The text shown for a failed call: its message, and its code when it has one. */
export function errorText(error: unknown): string {
  if (error instanceof PermissionsError) return `Error: ${error.message} (code ${error.code})`;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'number'
      ? `Error: ${error.message} (code ${code})`
      : `Error: ${error.message}`;
  }
  return `Error: ${String(error)}`;
}

/** Any value as readable text (JSON, two-space indent; strings as they are). */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
}

/** Runs `action`, showing "Waiting…", then its answer or error, in the element `answer-<name>`. */
export async function showAnswer<T>(
  name: string,
  action: () => Promise<T>,
): Promise<T | undefined> {
  const output = byTestId(`answer-${name}`);
  output.dataset.state = 'pending';
  output.textContent = 'Waiting for the host…';
  try {
    const value = await action();
    output.textContent = valueText(value);
    output.dataset.state = 'ok';
    return value;
  } catch (error) {
    output.textContent = errorText(error);
    output.dataset.state = 'error';
    return undefined;
  }
}
