// The prefixes a path of ours can start with, parsed in one place: a region variant of the main host
// ('/en-eu', where the region redirects land, SPEC 2), then a language ('/de'; English has none).
// '/en-eu/de/fee' is the German EU variant's /fee. The edge's region gate, the announcement links,
// the 404's language and the applications' includes (which fragments, which route) all read it here.
import { LOCALE_CODES, type LocaleCode } from './locales.ts';

/** The main host's prefixes of the region variants the region redirects land on (SPEC 2). */
export const REGION_PREFIXES = ['/en-eu', '/en-jp', '/en-us', '/en-gb'] as const;
export type RegionPrefix = (typeof REGION_PREFIXES)[number];

export interface LocalePrefix {
  /** The region variant's prefix ('/en-eu'), or ''. */
  region: RegionPrefix | '';
  /** The language the path names; 'en' when it names none. */
  lang: LocaleCode;
  /** Everything before the route: '/en-eu/de', '/de', '/en-gb' or ''. */
  prefix: string;
  /** The rest, always starting with '/' (a query or fragment kept): '/fee/x?a=1', '/'. */
  route: string;
}

const alternatives = (values: readonly string[]) => values.map((value) => value.replace(/[-/]/g, '\\$&')).join('|');
// A prefix segment ends at '/', '?', '#' or the end: '/dex' names no language.
const PREFIXES = new RegExp(
  `^(${alternatives(REGION_PREFIXES)})?(?:/(${alternatives(LOCALE_CODES.filter((code) => code !== 'en'))}))?(?=[/?#]|$)`,
);

/** '/en-eu/de/fee' -> { region: '/en-eu', lang: 'de', prefix: '/en-eu/de', route: '/fee' }; '/fee' -> { lang: 'en', route: '/fee' }. */
export function splitLocalePrefix(path: string): LocalePrefix {
  const match = PREFIXES.exec(path);
  const prefix = match?.[0] ?? '';
  const rest = path.slice(prefix.length);
  return {
    region: (match?.[1] ?? '') as LocalePrefix['region'],
    lang: (match?.[2] ?? 'en') as LocaleCode,
    prefix,
    route: rest.startsWith('/') ? rest : `/${rest}`,
  };
}
