// axe-core as every e2e accessibility check runs it: the WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules,
// violations as one readable line each (rule, help text, the elements it found).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test.ts';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
