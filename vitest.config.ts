import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/datc/**/*.test.ts', 'tests/game/**/*.test.ts', 'tests/record/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/repo/**/*.test.ts', 'tests/site/**/*.test.ts'],
    environment: 'node',
    // Property tests run hundreds of cases; on two busy cores they must not trip the 5 s default.
    testTimeout: 30_000,
    // One fixed fast-check seed: the suite is the gate (tests/properties/gateSeed.ts).
    setupFiles: ['tests/properties/gateSeed.ts'],
  },
});
