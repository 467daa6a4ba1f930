// What the chrome adds once a person acts (or at load for a signed-in person): the dropdowns' keyboard
// and hover handling, the measured More menu, the drawer's focus wrap and fallbacks, click analytics,
// the question before a language another site keeps (Turkish).
// Loaded by wake.ts.
import type { DisclosureNav } from './disclosure-nav.ts';
import './disclosure-nav.ts';
import { installNavOverflow } from './nav-overflow.ts';
import { installDrawer } from './drawer.ts';
import { installAnalytics } from './analytics.ts';
import { installLanguageRestriction } from './language-restriction.ts';
import type { PageContext } from '../../lib/page-context.ts';
import type { EarlyInput } from '../../contracts/island-contract.ts';
import { takeForChrome } from '../../directives/early-input.ts';
// The common-data notices (src/browser/status-notices/) arrive with this chunk, never before interaction.
import '../status-notices/status-notices.ts';

/**
 * `context`: the page context the early script read (passed on, so this chunk does not carry the
 * reader); `input`: the page's early input (early-input.ts): the clicks and key presses outside
 * islands made before this module arrived are handled as if it had been there (in order, after each
 * menu took over what CSS opened on hover), and analytics counts every click the person made.
 */
export function startInteractiveChrome(context: PageContext, input: EarlyInput): void {
  const { replay: early, clicks } = takeForChrome(input);
  installNavOverflow();
  const menus = [...document.querySelectorAll<DisclosureNav>('disclosure-nav')];
  for (const event of early) {
    if (event.type === 'keydown') menus.forEach((menu) => menu.replayKeydown(event as KeyboardEvent));
    else if (event.type === 'click') (event.target as Element).closest?.<DisclosureNav>('disclosure-nav')?.replayClick(event);
  }
  installDrawer(early.filter((event) => event.type === 'click'));
  installAnalytics(context, clicks);
  installLanguageRestriction();
}
