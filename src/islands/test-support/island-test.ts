// Component tests of the islands (vitest with happy-dom and Testing Library): each island's own
// logic, rendered alone, its stores set by the test instead of the network, its text the English
// dictionary's as the page would pass it. A file opts in with `// @vitest-environment happy-dom`.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { englishDictionary, type I18nKey } from '../../i18n/dictionaries.ts';
import { configureStores } from '../../stores/environment.ts';
import { createMemoryCookieJar, setCookieJar, type CookieJar } from '../../stores/cookie-jar.ts';
import { FALLBACK_PAGE_CONTEXT, type PageContext } from '../../lib/page-context.ts';
import { hasSessionCookies } from '../../lib/cookies.ts';
import type { Strings } from '../shared/strings.ts';

/** The strings an island gets for `keys`, in English, placeholders kept (as pickStrings leaves them). */
export function englishStrings<const Key extends I18nKey>(keys: readonly Key[]): Strings<Key> {
  return Object.fromEntries(keys.map((key) => [key, englishDictionary[key]])) as Strings<Key>;
}

const offline = new Proxy({}, { get: (_, name) => () => Promise.reject(new Error(`no network in a component test (${String(name)})`)) });

/**
 * Stores that load nothing by themselves (the test sets their values), a memory cookie jar, and
 * the page facts given. Returns the jar, to read what the island stored. Unmounts after each test.
 */
export function quietIslandEnvironment(page: Partial<PageContext> = {}): () => CookieJar {
  let jar = createMemoryCookieJar();
  afterEach(() => {
    cleanup();
    jar = createMemoryCookieJar();
    setCookieJar(jar);
  });
  setCookieJar(jar);
  // Signed in as the head script would mark it from the test's cookies.
  configureStores({ client: offline as never, markets: offline as never, page: { ...FALLBACK_PAGE_CONTEXT, ...page }, autoLoad: false, signedIn: () => hasSessionCookies(jar.read()) });
  return () => jar;
}
