/** The build's version: vite.config.ts defines it (APP_VERSION or package.json); tests fall back to the file. */
import { version as packageVersion } from '../../package.json';

declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : packageVersion;
