// axe-core as every e2e accessibility check runs it: the WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules,
// violations as one readable line each (rule, help text, the elements it found).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test.ts';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /**
   * Only these parts of the page (CSS selectors): for a state that changes one part (a dropdown, a
   * dialog, the drawer) once the whole page in its base state has had its own run. A whole-page run
   * costs seconds on two cores; the rest of the page is what the base run already judged.
   */
  within?: string[];
}

export async function axeViolations(page: Page, { within = [] }: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of within) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
