import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: plain Node for engine, CLI, gateway and bench checks; jsdom for React components.
// End-to-end tests live in tests/e2e and run under Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'tests/*.test.ts',
            'tests/{architecture,engine,cli,gateway,build,bench}/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
