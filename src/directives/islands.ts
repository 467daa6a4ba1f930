// The islands loader: loaded by the chrome's wake-up (src/scripts/chrome/wake.ts) on the first sign
// of a person, or at load on a signed-in page. It finds each <nexa-island> (src/islands/Island.astro)
// and hydrates it with React's hydrateRoot: on a person's reach (interaction.ts), or at once for
// `loggedin`. The island's code and React load only then; visitors run none of it before they act.
import { ISLAND_URLS, HYDRATE_URL } from 'island-modules';
import { HYDRATED_ATTRIBUTE, ISLAND_TAG } from '../contracts/island-contract.ts';
import { isSignedInPage } from '../contracts/head-contract.ts';
import { hydrateOnReach, type IslandLoad } from './interaction.ts';

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

const seen = new WeakSet<Element>();

/** Starts every island on the page not started yet; `early`: the input kept before this arrived. */
export function startIslands(early: readonly Event[] = []): void {
  for (const el of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    if (seen.has(el)) continue;
    seen.add(el);
    if (el.dataset.start === 'loggedin') {
      // Visitors never download the account island's code.
      if (isSignedInPage()) void hydrateNow(loaderOf(el));
    } else hydrateOnReach(loaderOf(el), el, early);
  }
}
