// The region redirect cannot be bypassed: on the EU, JP, US and UK hosts a logged-out visitor gets no
// page under any spelling of a gated path (encoded, doubled slashes, '/index.html', a language prefix),
// over the wire in Node and in workerd.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { getLocale } from '../../src/i18n/locales.ts';
import { sites, type Site } from '../../src/sites/index.ts';
import { REGION_REDIRECT_SECTIONS } from '../../src/edge/region-redirect.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd, type Workerd } from '../support/workerd.ts';
import { createApp } from '../../src/server/app.ts';
import { listen, requestUrl, type RunningServer } from '../../src/server/node-http.ts';
import { rawRequest } from '../support/raw-http.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const REGIONAL = sites.filter((site) => site.regionPrefix);
const MAIN = /^(https:\/\/www\.nexa\.exchange|http:\/\/localhost(:\d+)?)\//;

let server: RunningServer;
let workerd: Workerd;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  const dist = builtDist();
  app = createApp({ root: dist });
  server = await listen(app);
  workerd = await startWorkerd(dist);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await workerd?.dispose();
});

/** A gated page as its canonical path says it: optional language, home or a section, maybe deeper. */
const gatedPage = fc.record({
  site: fc.constantFrom(...REGIONAL),
  lang: fc.constantFrom('', ...LOCALE_CODES.filter((code) => code !== 'en')),
  section: fc.constantFrom('', ...REGION_REDIRECT_SECTIONS),
  deeper: fc.array(fc.constantFrom('BTC_USDC', 'x', 'a b', 'é', 'index.html'), { maxLength: 2 }),
  directory: fc.boolean(),
});

/** The ways a path can be spelled that a server might read as the same file. */
const slash = fc.constantFrom('/', '//', '///', '/%2F', '%2F', '/%2f/', '/./', '/x/../');
const charSpelling = fc.constantFrom('as is', 'encoded', 'encoded lower');
const spellings = fc.record({
  slashes: fc.array(slash, { minLength: 8, maxLength: 8 }),
  chars: fc.array(charSpelling, { minLength: 40, maxLength: 40 }),
  index: fc.constantFrom('', 'index.html', 'ind%65x.html', 'index%2Ehtml'),
  query: fc.constantFrom('', '?a=1', '?next=//evil.example'),
});

type Spelling = { slashes: string[]; chars: string[]; index: string; query: string };

/** Writes the segments with the chosen slashes and character escapes; the first slash stays a '/'. */
function spell(segments: string[], directory: boolean, way: Spelling): string {
  let charIndex = 0;
  const spellChar = (char: string) => {
    const how = way.chars[charIndex++ % way.chars.length];
    const hex = [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    if (how === 'encoded') return hex.toUpperCase();
    if (how === 'encoded lower') return hex;
    return encodeURIComponent(char);
  };
  const slashAt = (index: number) => {
    const slash = way.slashes[index % way.slashes.length] as string;
    return index === 0 && !slash.startsWith('/') ? `/${slash}` : slash;
  };
  let path = segments.map((segment, index) => `${slashAt(index)}${[...segment].map(spellChar).join('')}`).join('');
  if (directory || segments.length === 0) path += `${slashAt(segments.length)}${way.index}`;
  return `${path}${way.query}`;
}

function hostOf(site: Site, local: boolean, port: number): string {
  return local ? `${site.hosts.local}:${port}` : site.hosts.production;
}

function isPage(status: number, body: string): boolean {
  return [200, 206, 304].includes(status) && /<html[\s>]/i.test(body);
}

describe('a language the region offers survives the redirect', () => {
  /** The `<html lang>` of a page. */
  const langOf = (body: string) => /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1];

  it('lands on the region page in that language, in Node over the wire and in workerd', async () => {
    for (const site of REGIONAL) {
      for (const lang of site.languages) {
        const prefix = lang === 'en' ? '' : `/${lang}`;
        const wire = await rawRequest(server.port, `GET ${prefix}/ HTTP/1.1\r\nHost: ${site.hosts.local}\r\nConnection: close\r\n\r\n`);
        expect([wire.status, wire.headers.location], `${site.key} ${lang}`).toEqual([302, `http://localhost${site.regionPrefix}${prefix}/`]);
        const landed = await rawRequest(server.port, `GET ${site.regionPrefix}${prefix}/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect([landed.status, langOf(landed.body)], `${site.key} ${lang}`).toEqual([200, getLocale(lang).htmlLang]);
        const fromWorkerd = await workerd.fetch(new Request(`https://${site.hosts.production}${prefix}/fee?x=1`));
        expect([fromWorkerd.status, fromWorkerd.headers.get('location')], `workerd ${site.key} ${lang}`)
          .toEqual([302, `https://www.nexa.exchange${site.regionPrefix}${prefix}/fee?x=1`]);
      }
    }
  }, 60_000);

  it('sends a language the region does not offer to its English page', async () => {
    const wire = await rawRequest(server.port, 'GET /zh/fee HTTP/1.1\r\nHost: eu.localhost\r\nConnection: close\r\n\r\n');
    expect([wire.status, wire.headers.location]).toEqual([302, 'http://localhost/en-eu/fee']);
    const fromWorkerd = await workerd.fetch(new Request('https://www.nexa.jp/de/'));
    expect(fromWorkerd.headers.get('location')).toBe('https://www.nexa.exchange/en-jp/');
  });
});

describe('the region gate reads the same path the file lookup reads', () => {
  it('redirects the spellings found by the attack, in Node over the wire and in workerd', async () => {
    const attacks = ['/index.html', '//', '/%2F', '/de/index.html', '/de//', '/%64e/', '/fee/index.html', '//fee', '/%66ee'];
    for (const site of REGIONAL) {
      for (const path of attacks) {
        const wire = await rawRequest(server.port, `GET ${path} HTTP/1.1\r\nHost: ${site.hosts.local}\r\nConnection: close\r\n\r\n`);
        expect(wire.status, `${site.key} ${path}`).toBe(302);
        expect(wire.headers.location, `${site.key} ${path}`).toMatch(new RegExp(`^http://localhost/${site.regionPrefix!.slice(1)}/`));
        expect(wire.headers['cache-control']).toBe('private, no-store');
        const fromWorkerd = await workerd.fetch(new Request(`https://${site.hosts.production}${path}`));
        expect(fromWorkerd.status, `workerd ${site.key} ${path}`).toBe(302);
        expect(fromWorkerd.headers.get('location')).toMatch(new RegExp(`^https://www\\.nexa\\.exchange${site.regionPrefix}/`));
      }
    }
  }, 60_000);

  it('property: every spelling of a gated page sends a logged-out visitor to the region prefix (Node)', async () => {
    await fc.assert(
      fc.asyncProperty(gatedPage, spellings, fc.boolean(), async (page, way, local) => {
        const segments = [page.lang, page.section, ...(page.section ? page.deeper : [])].filter(Boolean);
        const raw = spell(segments, page.directory, way);
        const url = requestUrl(raw, hostOf(page.site, local, 4321), '127.0.0.1:4321');
        const response = await app(new Request(url));
        const body = await response.text();
        expect(isPage(response.status, body), `${url.href} gave a page`).toBe(false);
        expect(response.status, url.href).toBe(302);
        expect(response.headers.get('location'), url.href).toMatch(MAIN);
        expect(new URL(response.headers.get('location')!).pathname.startsWith(`${page.site.regionPrefix}/`)).toBe(true);
      }),
      { numRuns: 3000, seed: SEED },
    );
  }, 120_000);

  it('property: the same spellings in workerd', async () => {
    await fc.assert(
      fc.asyncProperty(gatedPage, spellings, async (page, way) => {
        const segments = [page.lang, page.section, ...(page.section ? page.deeper : [])].filter(Boolean);
        const url = requestUrl(spell(segments, page.directory, way), page.site.hosts.production, '127.0.0.1:4321');
        // Production is https: the Worker sends plain http to https before any gate (worker.ts).
        url.protocol = 'https:';
        const response = await workerd.fetch(new Request(url));
        expect(response.status, url.href).toBe(302);
        expect(response.headers.get('location'), url.href).toMatch(MAIN);
      }),
      { numRuns: 400, seed: SEED },
    );
  }, 120_000);

  it('property: no path at all gives a logged-out visitor of a regional host a page it gates', async () => {
    const segment = fc.oneof(
      fc.constantFrom('', '.', '..', '%2e', '%2E%2E', 'index.html', '%2F', '%5C', ';', ...REGION_REDIRECT_SECTIONS, ...LOCALE_CODES),
      fc.string({ maxLength: 6 }),
    );
    const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REGIONAL), path, async (site, raw) => {
        const url = requestUrl(raw, site.hosts.production, '127.0.0.1:4321');
        const response = await app(new Request(url));
        const body = await response.text();
        // Every page a regional host serves is a home page in some language: gated, never served to a visitor.
        expect(isPage(response.status, body), url.href).toBe(false);
      }),
      { numRuns: 3000, seed: SEED },
    );
  }, 120_000);
});
