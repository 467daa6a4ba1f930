// The islands loader: loaded by the chrome's wake-up (src/browser/chrome/wake.ts) on the first sign
// of a person, or at load on a signed-in page. It finds each <nexa-island> (src/islands/Island.astro)
// and hydrates it with React's hydrateRoot: on a person's reach (interaction.ts), or at once for
// `loggedin`. The island's code and React load only then; visitors run none of it before they act.
import { ISLAND_URLS, HYDRATE_URL } from 'island-modules';
import { HYDRATED_ATTRIBUTE, ISLAND_TAG } from '../contracts/island-contract.ts';
import { isSignedInPage } from '../contracts/head-contract.ts';
import { hydrateOnReach, type IslandLoad } from './interaction.ts';
import type { EarlyInput } from '../contracts/island-contract.ts';
import { holdForIslands, holds } from './early-input.ts';

function loaderOf(el: HTMLElement): IslandLoad {
  const url = ISLAND_URLS[el.dataset.name ?? ''];
  if (!url) throw new Error(`<${ISLAND_TAG} data-name="${el.dataset.name}"> is not in src/islands/registry.ts`);
  return async () => {
    const [{ hydrate }, { default: Component }] = await Promise.all([
      import(/* @vite-ignore */ HYDRATE_URL) as Promise<typeof import('./hydrate.ts')>,
      import(/* @vite-ignore */ url) as Promise<{ default: Parameters<typeof import('./hydrate.ts').hydrate>[1] }>,
    ]);
    return async () => {
      await hydrate(el, Component, JSON.parse(el.dataset.props ?? '{}'), el.dataset.prefix ?? '');
      el.setAttribute(HYDRATED_ATTRIBUTE, '');
    };
  };
}

async function hydrateNow(load: IslandLoad): Promise<void> {
  try {
    await (await load())();
  } catch {
    // Not arrived (offline, or a navigation cut it off): the page keeps what it rendered.
  }
}

/** Each island's call that starts it at once, once it is watched. */
const starts = new WeakMap<Element, () => void>();

/**
 * Starts every island on the page not started yet. `input`: the page's early input (early-input.ts),
 * which holds what lands on an island until it hydrates; `woken`: the event that woke the page.
 */
export function startIslands(input: EarlyInput, woken?: Event): void {
  for (const el of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    if (starts.has(el)) continue;
    if (el.dataset.start === 'loggedin') {
      starts.set(el, () => {});
      // Visitors never download the account island's code.
      if (isSignedInPage()) void hydrateNow(loaderOf(el));
    } else starts.set(el, hydrateOnReach(loaderOf(el), el, input, woken, el.dataset.start === 'shown'));
  }
  // Input held for an island from now on starts it (a shortcut's click lands with no reach before it).
  holdForIslands(input, (island) => starts.get(island)?.());
  // Input kept before this code arrived starts its island at once.
  for (const el of document.querySelectorAll(ISLAND_TAG)) if (holds(input, el)) starts.get(el)?.();
}
