// Where stores read and write cookies: document.cookie in a browser, an in-memory jar in tests
// and during server render (so rendering never touches a global).
import { browserCookies } from '../lib/cookies.ts';

export interface CookieJar {
  read(): string;
  write(name: string, value: string, options?: { maxAgeS?: number }): void;
  remove(name: string): void;
}

/**
 * Every cookie the chrome sets: the whole site, Lax, and Secure when the page came over https, so a
 * preference set there is never sent over plain http. Readable by script on purpose: the head script
 * reads them before first paint (docs/preferences.md, "Cookies").
 */
export function cookieAttributes(protocol: string): string {
  return `Path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

export const browserJar: CookieJar = {
  read: browserCookies,
  write(name, value, options = {}) {
    if (typeof document === 'undefined') return;
    const maxAge = options.maxAgeS === undefined ? '' : `; Max-Age=${options.maxAgeS}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(location.protocol)}${maxAge}`;
  },
  remove(name) {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=; ${cookieAttributes(location.protocol)}; Max-Age=0`;
  },
};

/** A jar that lives in memory, seeded from a cookie string; it reads back as document.cookie would. */
export function createMemoryCookieJar(initial = ''): CookieJar {
  const values = new Map<string, string>();
  for (const part of initial.split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    // One value per name: the first, which every reader of a repeated cookie takes.
    if (eq > 0 && !values.has(name)) values.set(name, part.slice(eq + 1).trim());
  }
  return {
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    // Encoded as the browser jar writes it.
    write: (name, value) => void values.set(name, encodeURIComponent(value)),
    remove: (name) => void values.delete(name),
  };
}

let current: CookieJar = browserJar;

export function cookieJar(): CookieJar {
  return current;
}

export function setCookieJar(jar: CookieJar): void {
  current = jar;
}
