import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import relay from 'vite-plugin-relay';
import {
  fewerChunks, gregorianCalendarOnly, spinButtonsClearOnlySetTimers, localeParts, messagesWithoutParser, paintFirst, partPreloads, precompress, preloadPageChunks,
  reactAriaLocales, relayWithoutLegacyFragmentHook,
} from './scripts/viteDelivery.ts';

export default defineConfig({
  plugins: [relay, vanillaExtractPlugin(), reactAriaLocales(), gregorianCalendarOnly(), spinButtonsClearOnlySetTimers(),
    relayWithoutLegacyFragmentHook(), localeParts(), messagesWithoutParser(), preloadPageChunks(), paintFirst(), precompress(), fewerChunks()],
  resolve: {
    // react-relay's main module also carries the legacy containers and QueryRenderer, and its hooks module the entry
    // points and subscriptions (CommonJS: nothing is shaken off); src/relay/reactRelayHooks.js takes the hooks the app
    // uses, one module each.
    // relay-runtime likewise (src/relay/relayRuntime.js).
    alias: [
      { find: /^react-relay(\/hooks)?$/, replacement: fileURLToPath(new URL('./src/relay/reactRelayHooks.js', import.meta.url)) },
      { find: /^relay-runtime$/, replacement: fileURLToPath(new URL('./src/relay/relayRuntime.js', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/auth/': 'http://localhost:4000', '/graphql': 'http://localhost:4000', '/api/': 'http://localhost:4000' },
  },
  // Source maps are written for whoever debugs but not referenced from the files (the server never serves them); the
  // manifest is read by the JavaScript budget check (scripts/checkBudgets.ts).
  // A second entry, src/app/firstRequests.ts: a signed-in deep link's first requests, imported by the head script
  // (preloadPageChunks) before the app's graph has run; as an entry of its own it shares no chunk with index.html's.
  // A third, src/app/afterFirstPaint.ts: asks for a drawn page's scripts once it is drawn (server/src/pagePreloads.ts).
  build: {
    outDir: 'dist', sourcemap: 'hidden', manifest: true, chunkSizeWarningLimit: 600, modulePreload: { resolveDependencies: partPreloads },
    rolldownOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), firstRequests: fileURLToPath(new URL('./src/app/firstRequests.ts', import.meta.url)),
      afterFirstPaint: fileURLToPath(new URL('./src/app/afterFirstPaint.ts', import.meta.url)) } },
  },
  test: {
    // Vitest's default on a 2-core machine is one worker for the whole run, which left a core idle: a server file keeps
    // one busy. Every server file makes databases of its own, so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testSetup.ts'],
          // Typing through user-event in jsdom takes seconds on a loaded 2-core machine; 5 s made such tests flaky.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Makes the run's seeded snapshots place (server/src/testing/seedSnapshots.ts) and removes it after.
          globalSetup: ['server/src/testing/globalSetup.ts'],
        },
      },
    ],
  },
});
