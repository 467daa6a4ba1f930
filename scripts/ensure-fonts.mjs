// Fonts for every script the sites offer (Chinese, Japanese, Korean, Thai, Arabic), so screenshots
// and tests show text, not empty boxes. Asks fontconfig which languages lack a font and installs
// Debian's Noto (and TLWG Thai) packages when it can (root with apt-get); otherwise says what to run.
// Run by `.ci/run` and `npm run gallery`; `node scripts/ensure-fonts.mjs` on its own works too
// (any Node >= 18, no dependencies).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** fontconfig language tag -> the Debian package that covers it. */
export const FONT_PACKAGES = {
  'zh-cn': 'fonts-noto-cjk',
  'zh-tw': 'fonts-noto-cjk',
  ja: 'fonts-noto-cjk',
  ko: 'fonts-noto-cjk',
  th: 'fonts-noto-core',
  ar: 'fonts-noto-core',
  en: 'fonts-noto-core',
};
/** Thai has a second, traditional family many Thai pages name; installed beside Noto. */
const EXTRA_PACKAGES = ['fonts-thai-tlwg'];

const run = (command, args) => spawnSync(command, args, { encoding: 'utf8' });

/** Languages fontconfig has no font for (all of them when fontconfig itself is missing). */
export function missingLanguages() {
  return Object.keys(FONT_PACKAGES).filter((lang) => {
    const result = run('fc-list', [`:lang=${lang}`, 'family']);
    return result.status !== 0 || result.stdout.trim() === '';
  });
}

/** The Debian packages that give the `missing` languages a font. */
export const fontPackagesFor = (missing) => (missing.length ? [...new Set([...missing.map((lang) => FONT_PACKAGES[lang]), ...EXTRA_PACKAGES, 'fontconfig'])] : []);

/** Installs what is missing; returns the languages still without a font afterwards. */
export function ensureFonts({ log = console.log } = {}) {
  const missing = missingLanguages();
  if (!missing.length) return [];
  const packages = fontPackagesFor(missing);
  const root = process.getuid?.() === 0;
  if (!root || run('apt-get', ['--version']).status !== 0) {
    log(`[fonts] no font for ${missing.join(', ')}: run  sudo apt-get install -y ${packages.join(' ')}`);
    return missing;
  }
  log(`[fonts] installing ${packages.join(' ')} (no font for ${missing.join(', ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  run('fc-cache', ['-f']);
  const still = missingLanguages();
  if (still.length) log(`[fonts] still no font for ${still.join(', ')}`);
  return still;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const still = ensureFonts();
  console.log(still.length ? `[fonts] missing: ${still.join(', ')}` : '[fonts] every script the sites offer has a font');
}
