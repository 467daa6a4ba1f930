// What wrangler.jsonc must say for a deploy to serve every site: a custom-domain route for each
// production host and alias in the site registry (or the Worker stays on workers.dev), and the API
// origin the Worker forwards the API routes to.
import { sites } from '../sites/index.ts';
import { parseApiOrigin } from './api-proxy.ts';
import { RUN_WORKER_FIRST } from './asset-routing.ts';

export interface WranglerRoute {
  pattern: string;
  custom_domain?: boolean;
}

export interface WranglerConfig {
  routes?: WranglerRoute[];
  assets?: { run_worker_first?: boolean | string[] };
  vars?: Record<string, string>;
}

/** JSON with // and /* *\/ comments and trailing commas, as wrangler.jsonc allows. */
export function parseJsonc(text: string): unknown {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y;
      end.lastIndex = index;
      const match = end.exec(text);
      if (!match) throw new Error('unterminated string');
      out += match[0];
      index += match[0].length - 1;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
      out += '\n';
    } else if (char === '/' && text[index + 1] === '*') {
      index = text.indexOf('*/', index + 2) + 1;
      if (index === 0) throw new Error('unterminated comment');
    } else {
      out += char;
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

/** Every host a deploy must answer: each site's production host and its aliases. */
export function productionHosts(): string[] {
  return sites.flatMap((site) => [site.hosts.production, ...site.hosts.aliases]);
}

/** What is wrong with a config (empty when it serves every site and reaches the API). */
export function deployProblems(config: WranglerConfig): string[] {
  const problems: string[] = [];
  const routed = new Set((config.routes ?? []).filter((route) => route.custom_domain).map((route) => route.pattern));
  for (const host of productionHosts()) if (!routed.has(host)) problems.push(`no custom-domain route for ${host}`);
  for (const pattern of routed) if (!productionHosts().includes(pattern)) problems.push(`route ${pattern} names no site`);
  const first = config.assets?.run_worker_first;
  if (JSON.stringify(first) !== JSON.stringify(RUN_WORKER_FIRST)) {
    problems.push(`assets.run_worker_first must be ${JSON.stringify(RUN_WORKER_FIRST)} (src/edge/asset-routing.ts): the Worker maps the host to the site's folder`);
  }
  try {
    if (!parseApiOrigin(config.vars?.API_ORIGIN)) problems.push('vars.API_ORIGIN is not set: the API routes would answer 502');
  } catch (error) {
    problems.push(`vars.API_ORIGIN: ${(error as Error).message}`);
  }
  try {
    if (!parseApiOrigin(config.vars?.APP_ORIGIN, 'APP_ORIGIN')) problems.push('vars.APP_ORIGIN is not set: every route the chrome links to would be a 404');
  } catch (error) {
    problems.push(`vars.APP_ORIGIN: ${(error as Error).message}`);
  }
  return problems;
}
