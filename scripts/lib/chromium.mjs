// Debian's Chromium, never a downloaded browser; flags that keep it off this machine's closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The e2e suite's browser: Debian's chromium-headless-shell, the same Chromium (Blink and V8 of the
 * same version) without the full browser's UI processes; it runs the suite in about 60 % of the
 * full browser's CPU time. Lighthouse and the benches keep the full browser, as people use it.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
  '--no-sandbox',
];
