import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { sizeBudget } from './scripts/size-budget';
import { BRAND } from './src/config/brand';
import { version } from './package.json';

/**
 * One query-core: the one @tanstack/react-query runs on. The persist client and the storage persister pin
 * other patch versions of it, so npm installs three copies and the start loaded parts of two (hydration,
 * timeouts, and a second timeoutManager the app's QueryClient never sees). Same major version, same API: every
 * import of it resolves as react-query's own does (its modern ESM build).
 */
function oneQueryCore(): Plugin {
  const reactQuery = createRequire(import.meta.url).resolve('@tanstack/react-query/package.json');
  return {
    name: 'one-query-core',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@tanstack/query-core' || importer === reactQuery) return null;
      return this.resolve(source, reactQuery, { ...options, skipSelf: true });
    },
  };
}

const EMULATOR = process.env.EMULATOR_URL ?? 'http://localhost:8080';

export default defineConfig({
  resolve: {
    alias: [
      // React 18+ has useSyncExternalStore itself: the shim that wouter, zustand and recharts import for older
      // Reacts would only add code (and, shared with the charts' chunk, a file) to the first load.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  plugins: [
    react(),
    oneQueryCore(),
    // Fails the build when the first route's or the cluster page's JS grows past its budget (issues 23, 24).
    sizeBudget(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // config.json is runtime configuration: never precache it.
        // Screenshots are for the install sheet only.
        // The PDF export's library and the optional renderers it may import (html2canvas, canvg's index.es,
        // DOMPurify) are ~900 KiB that only a partner's PDF export loads: every other install would download
        // them for nothing. Without a connection the PDF export then says 'Failed to export PDF'.
        globIgnores: [
          'config.json',
          'screenshots/**',
          'assets/jspdf*.js',
          'assets/html2canvas*.js',
          'assets/index.es-*.js',
          'assets/purify.es-*.js',
        ],
      },
      manifest: {
        name: BRAND.productName,
        short_name: BRAND.shortName,
        description: BRAND.description,
        start_url: '/clusters',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND.themeColor,
        background_color: BRAND.backgroundColor,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Clusters',
            short_name: 'Clusters',
            url: '/clusters',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Consumption',
            short_name: 'Consumption',
            url: '/consumption',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // Taken of the real app by scripts/make-screenshots.ts: narrow and wide give browsers' rich install sheet.
        screenshots: [
          {
            src: '/screenshots/clusters-narrow.png',
            sizes: '540x1200',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Your clusters and their status on a phone',
          },
          {
            src: '/screenshots/clusters-wide.png',
            sizes: '1280x720',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Your clusters and their status on a laptop',
          },
        ],
      },
    }),
  ],
  // The build's version (buster of the persisted cache, About): APP_VERSION overrides package.json, so a
  // second build of the same sources can be a new version (update test).
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? version) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser of the es2022 target but Safari < 17 has modulepreload; those few only preload later, so
    // the polyfill would be bytes on every start for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything a start runs, in one file: src/main.tsx and all it imports statically (React, TanStack
          // Query, Mantine's core and the components the loader, the layout and the list use, wouter, zustand,
          // the session and our api/domain modules). Lazy screens import what they share with it from that
          // file. Left alone, rolldown's chunk optimizer does not merge modules the entry shares with lazy
          // chunks back into the entry (rolldown#10731, #9963) and emits them as ~20 small preloaded files;
          // a hand-kept list of those modules (the former 'shell' group) still left two files, entry and
          // shell, whose cross-file imports and separate gzip cost 3.5 kB of the first route (issue 24,
          // `npm run bench -- bundle`). A module only lazy screens use is not a static import of main.tsx,
          // so it stays out of every start; but a module in this file is kept whole, with the exports only
          // lazy screens use (api/transfer.ts is apart from api/http.ts for that reason).
          groups: [
            {
              name: 'shell',
              test: /src[\\/]main\.tsx$/,
              includeDependenciesRecursively: true,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': EMULATOR,
      '/oidc': EMULATOR,
      '/config.json': EMULATOR,
    },
  },
});
