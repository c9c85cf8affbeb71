#!/usr/bin/env node
/**
 * `npm run dev`: the emulator on EMULATOR_PORT (default 8080) plus Vite with hot reload on 5173. The
 * emulator names itself after the Vite origin (PUBLIC_URL), and Vite proxies /api, /oidc and
 * /config.json to it, so sign-in redirects come back to the hot-reloading app.
 */
import { spawn } from 'node:child_process';

const emulatorPort = process.env.EMULATOR_PORT ?? '8080';
const devOrigin = 'http://localhost:5173';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: emulatorPort, PUBLIC_URL: devOrigin, EMULATOR_TEST_HOOKS: '1' },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, EMULATOR_URL: `http://localhost:${emulatorPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
