/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs travel as one file: one gzip stream compresses
          // better than many small chunks, and it stays cached across deployments.
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zod)[\\/]/ },
            // Likewise the small parts of ours that every page loads (client, errors, shell).
            {
              name: 'app',
              test: /[\\/]src[\\/](api[\\/](api-error|http|settings|versions)|components[\\/](toast|page-state|use-page-title|use-connection|version-gate)|app[\\/](app|layout|query-client|route-error|router))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/integration/**/*.test.{ts,tsx}', 'test/mock/**/*.test.ts', 'test/lint/**/*.test.ts'],
    testTimeout: 15000,
    restoreMocks: true,
  },
});
