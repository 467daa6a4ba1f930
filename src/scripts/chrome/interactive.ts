// What the chrome adds once a person acts: the dropdowns' keyboard and hover handling, the overflow
// arrows, the drawer's focus wrap and fallbacks, click analytics. Loaded by wake.ts.
import type { DisclosureNav } from './disclosure-nav.ts';
import './disclosure-nav.ts';
import './nav-scroller.ts';
import { installDrawer } from './drawer.ts';
import { installAnalytics } from './analytics.ts';
import type { PageContext } from '../../lib/page-context.ts';

/**
 * `context`: the page context the early script read (passed on, so this chunk does not carry the
 * reader); `earlyClicks`: clicks made before this module arrived, handled as if it had been there.
 */
export function startInteractiveChrome(context: PageContext, earlyClicks: readonly Event[]): void {
  for (const event of earlyClicks) (event.target as Element).closest?.<DisclosureNav>('disclosure-nav')?.replayClick(event);
  installDrawer(earlyClicks);
  installAnalytics(context, earlyClicks);
}
