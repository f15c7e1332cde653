import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/datc/**/*.test.ts', 'tests/game/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
  },
});
