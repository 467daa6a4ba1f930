// What `npm test` needs beyond node_modules, on a new machine: Debian's Chromium and its headless
// shell (e2e, Lighthouse, the release diff's pictures), Firefox ESR, WebKitGTK's WebDriver and Xvfb
// (`npm run test:engines`), and a font for every script the sites offer. As root with apt-get it
// installs what is missing; otherwise it names the one command that does. Browsers are never
// downloaded from anywhere else. `node scripts/ensure-machine.mjs` runs it alone (any Node >= 18).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, E2E_CHROMIUM_PATH } from './lib/chromium.mjs';
import { fontPackagesFor, missingLanguages } from './ensure-fonts.mjs';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).status === 0;

/** Each program the tests start, how to tell it is there, and its Debian package. */
export const PROGRAMS = [
  { name: 'Chromium', present: () => executable(CHROMIUM_PATH), package: 'chromium' },
  { name: 'Chromium headless shell', present: () => executable(E2E_CHROMIUM_PATH), package: 'chromium-headless-shell' },
  { name: 'Firefox ESR', present: () => onPath('firefox-esr'), package: 'firefox-esr' },
  { name: 'WebKitGTK WebDriver', present: () => onPath('WebKitWebDriver'), package: 'webkit2gtk-driver' },
  { name: 'Xvfb', present: () => onPath('Xvfb'), package: 'xvfb' },
];

/** `{ names, packages }` the machine lacks. */
export function lacking() {
  const programs = PROGRAMS.filter((program) => !program.present());
  const fonts = missingLanguages();
  return {
    names: [...programs.map((program) => program.name), ...(fonts.length ? [`fonts for ${fonts.join(', ')}`] : [])],
    packages: [...programs.map((program) => program.package), ...fontPackagesFor(fonts)],
  };
}

const aptCommand = (packages, quiet = '') => `apt-get update ${quiet} && apt-get install -y ${quiet} ${packages.join(' ')}`.replace(/ +/g, ' ');

/** Installs what is missing when it can (root with apt-get); true when nothing is missing afterwards. */
export function ensureMachine({ log = console.log } = {}) {
  const before = lacking();
  if (!before.names.length) return true;
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    log(`[setup] installing ${before.packages.join(' ')} (missing: ${before.names.join('; ')})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('sh', ['-c', `${aptCommand(before.packages, '-qq')} && fc-cache -f`], { stdio: 'inherit', env });
  }
  const after = lacking();
  if (!after.names.length) return true;
  log(`[setup] this machine lacks ${after.names.join('; ')}. Run this once, then npm test again:`);
  log(`  sudo sh -c '${aptCommand(after.packages)}'`);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensureMachine() ? 0 : 1);
}
