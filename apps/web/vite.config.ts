/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const api = 'http://localhost:3000';
const proxy = {
  '/api': api,
  '/uploads': api,
  '/socket.io': { target: api, ws: true },
};

/**
 * The build runs on Rolldown (`vite` is `rolldown-vite`, root package.json's overrides; issue 28):
 * 5 CPU-s instead of Rollup's 27 for `npm start`'s first build. Its chunk groups below (Rolldown's
 * advancedChunks) each take their modules' dependencies along unless a group of higher priority
 * took them first, so no chunk imports back from the entry.
 *
 * Framework code changes rarely: one long-cached chunk, so a release re-downloads only the app.
 * Sonner is not in it: it loads after the first screen (src/lib/toast.ts).
 */
const vendor = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-persist|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/;
/**
 * lucide-react's drawing code (not its icons) goes with the framework: every page's icons call it,
 * and the icon chunks below import it from there instead of each taking it along.
 */
const lucideRuntime = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon\.js|Icon\.js|defaultAttributes\.js|context\.js|shared[\\/])/;
/**
 * Recharts and what only it uses (its own copies included): one chunk, fetched when a chart is
 * drawn. Below the framework's priority, so the framework it uses stays in the vendor chunk.
 */
const charts =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|clsx|use-sync-external-store[\\/](shim|cjs[\\/]use-sync-external-store-shim))[\\/.]/;

const src = fileURLToPath(new URL('./src/', import.meta.url));
/** The pages most visits start on: first-load-size.mjs holds each to a budget. */
const landingPages = ['home', 'products', 'store'];

/** Each lucide-react icon's module, by every name the package exports it under. */
function lucideIconFiles(): Map<string, string> {
  const barrel = fileURLToPath(import.meta.resolve('lucide-react').replace(/\/cjs\/lucide-react\.js$/, '/esm/lucide-react.js'));
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.js)'/g)) {
    for (const name of names!.split(',')) files.set(name.trim().split(' as ').at(-1)!, fileURLToPath(new URL(file!, `file://${barrel}`)));
  }
  return files;
}

/** The icon modules that the app's modules `from` imports statically (itself included) draw. */
function iconsDrawnFrom(from: string, getModuleInfo: Rolldown.GetModuleInfo, iconFiles: Map<string, string>): Set<string> {
  const seen = new Set<string>();
  const icons = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !id.startsWith(src)) return;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const [, names] of (info?.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const name of names!.split(',')) {
        const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0]!);
        if (file) icons.add(file);
      }
    }
    info?.importedIds.forEach(visit);
  };
  visit(from);
  return icons;
}

/**
 * Rollup gives each set of routes that share an icon a chunk of its own, so among a hundred routes
 * a landing page fetched 10–15 icons one small chunk each (200–400 bytes, mostly gzip header and
 * import lines). The icons the landing pages draw (beyond the shell's, which stay in the entry) are
 * grouped instead by which of them draw each: one chunk for all three, one for the listing and the
 * store, one for the store alone, and so on. Another page that draws one of them loads its group.
 * The icons are found through the app's imports from 'lucide-react' (whose barrel would otherwise
 * make every module reach every icon).
 */
let iconGroups: { shell: Set<string>; pages: Set<string>[] } | null = null;
function landingIconChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)) return null;
  // Found once per build (the module graph is complete when chunking starts), forgotten at the next.
  if (!iconGroups) {
    const iconFiles = lucideIconFiles();
    // Rolldown's getModuleInfo reads its context from `this`.
    const getModuleInfo: Rolldown.GetModuleInfo = (moduleId) => context.getModuleInfo(moduleId);
    iconGroups = {
      shell: iconsDrawnFrom(`${src}main.tsx`, getModuleInfo, iconFiles),
      pages: landingPages.map((page) => iconsDrawnFrom(`${src}app/routes/${page}.tsx`, getModuleInfo, iconFiles)),
    };
  }
  const drawn = iconGroups;
  if (drawn.shell.has(id)) return null;
  const pages = landingPages.filter((_, index) => drawn.pages[index]!.has(id));
  return pages.length > 0 ? `icons-${pages.join('-')}` : null;
}
const forgetIconGroups: Plugin = { name: 'forget-icon-groups', buildStart: () => void (iconGroups = null) };

/**
 * React Router's package points every bundler at its development build (its framework plugin swaps
 * in the production one); a build takes the production build, the same code without the
 * development warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(import.meta.resolve('react-router/dom').replace('/development/', '/production/')) },
];
/**
 * redux-persist's storage as the package's own ES module: Rolldown (the build, and the dev server's
 * prebundling) gives a `type: module` app the CommonJS file's whole `exports` as its default import,
 * as Node does, not `exports.default`. Vitest's own interop takes `exports.default` already: left
 * out in its `test` mode only (not by its VITEST variable, which a build started from a Vitest run,
 * the journeys' global setup, inherits).
 */
const reduxPersistStorage = { find: /^redux-persist\/lib\/storage$/, replacement: fileURLToPath(import.meta.resolve('redux-persist/es/storage')) };

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), tailwindcss(), forgetIconGroups],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? reactRouterProduction : []), ...(mode === 'test' ? [] : [reduxPersistStorage])],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/first-load-size.mjs.
    manifest: true,
    rollupOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'vendor', test: (id) => vendor.test(id) || lucideRuntime.test(id), priority: 3 },
            { name: 'charts', test: charts, priority: 2 },
            { name: landingIconChunk, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest keeps one CPU free by default: on a two-CPU machine that is one file at a time. The
    // files wait on jsdom and timers as much as they compute, so two at a time finish sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A page test waits on lazy chunks that Vite transforms on first use; on a 2-CPU machine busy
    // with the rest of the suite (or a slower one) 5 s was too little for a few, though each takes
    // well under a second alone.
    testTimeout: 15_000,
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
