/** Debian's Chromium and the flags it needs on this machine; the e2e suite and `npm run bench:web` share them. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
