/** package.json's version, written in by Vite at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
