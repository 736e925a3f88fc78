import { defineConfig } from 'vitest/config';

// Unit tests run in Node; a test that needs the DOM opts in with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Chain-backed suites each start their own Hardhat node; two cores cannot run many at once.
    maxWorkers: 2,
  },
});
