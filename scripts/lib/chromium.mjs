// Debian's Chromium, never a downloaded browser; flags that keep it off this machine's closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
  '--no-sandbox',
];

/**
 * Features Playwright turns off in every Chromium it launches (playwright-core's chromiumSwitches.ts).
 * Chromium reads only the last --disable-features, so a list of ours has to repeat them; a test
 * (chromium.test.ts) fails when a Playwright upgrade adds one that is missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The e2e suite's Chromium: the full browser prepares its address bar's suggestion popup (a WebUI
 * page in a renderer of its own) for every new window, and every test opens a new window. No test
 * looks at the browser's own UI; turned off, the suite uses about a tenth less CPU.
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'PreloadTopChromeWebUI'].join(',')}`,
];
