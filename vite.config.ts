import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './src/config/brand';

const EMULATOR = process.env.EMULATOR_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // config.json is runtime configuration: never precache it.
        globIgnores: ['config.json'],
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
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': EMULATOR,
      '/oidc': EMULATOR,
      '/config.json': EMULATOR,
    },
  },
});
