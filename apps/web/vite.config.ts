/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
const proxy = {
  '/api': api,
  '/uploads': api,
  '/socket.io': { target: api, ws: true },
};

/**
 * Framework code changes rarely: one long-cached chunk, so a release re-downloads only the app.
 * Sonner is not in it: it loads after the first screen (src/lib/toast.ts).
 */
const vendor = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-persist|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/;
/** Recharts and what only it uses (its own copies included): one chunk, fetched when a chart is drawn. */
const charts =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|clsx|use-sync-external-store[\\/](shim|cjs[\\/]use-sync-external-store-shim))[\\/.]/;

/**
 * React Router's package points every bundler at its development build (its framework plugin swaps
 * in the production one); a build takes the production build, the same code without the
 * development warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/')) },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? reactRouterProduction : [])],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/first-load-size.mjs.
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks: (id) => (charts.test(id) ? 'charts' : vendor.test(id) ? 'vendor' : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest keeps one CPU free by default: on a two-CPU machine that is one file at a time. The
    // files wait on jsdom and timers as much as they compute, so two at a time finish sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
