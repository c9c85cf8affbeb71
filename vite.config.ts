import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress';
import { sizeBudget } from './scripts/size-budget';
import { BRAND } from './src/config/brand';
import { version } from './package.json';

/** See build.rolldownOptions below. */
const FIRST_ROUTE_SHARED = new RegExp(
  [
    String.raw`node_modules[\\/](?:react|react-dom|scheduler|clsx|wouter|zustand|@tanstack[\\/](?:query-core|react-query))[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](?:core|components[\\/](?:UnstyledButton|Text|Loader|CloseButton|Transition|Center))[\\/]`,
    String.raw`node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/](?:use-id|use-reduced-motion|use-isomorphic-effect|utils[\\/]random-id)[\\/]`,
    String.raw`src[\\/](?:api[\\/](?:keys|notices|http)|domain[\\/](?:errors|constants|policies|notices)|config[\\/]brand|ui[\\/]lazy-module|stores[\\/]session|pwa[\\/]store)\.tsx?$`,
    String.raw`preload-helper`,
  ].join('|'),
);

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
          // The modules every start runs (React, TanStack Query's core, Mantine's core and the few components
          // the loader and the list use, wouter, zustand, and our keys, notices, http, errors, brand,
          // constants and policies) in one file. Left alone, rolldown's chunk optimizer does not merge modules
          // that the entry shares with nested lazy chunks back into the entry (rolldown#10731, #9963) and emits
          // them as ~20 small preloaded files, each with its own gzip and import overhead (measured:
          // `npm run bench -- bundle`). The list names only what the first route uses anyway: a module used
          // only by lazy screens must not be added here, or every start would load it.
          groups: [
            {
              name: 'shell',
              test: FIRST_ROUTE_SHARED,
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
