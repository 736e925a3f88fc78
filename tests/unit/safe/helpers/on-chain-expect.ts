import { afterAll, expect } from 'vitest';

/**
 * `expect` for values read from the chain: counts each use so the suite can report how many on-chain
 * assertions it made (printed once per test file).
 */
export function createOnChainExpect(label: string): typeof expect {
  let count = 0;
  afterAll(() => {
    console.info(`[on-chain assertions] ${label}: ${count}`);
  });
  const counted = ((value: unknown, message?: string) => {
    count += 1;
    return expect(value, message);
  }) as typeof expect;
  return Object.assign(counted, expect);
}
