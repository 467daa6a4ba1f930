import type { FeatureKey, FooterLink } from '../schema.ts';

/** Shorthand for a footer link to an internal route: link('fees', 'fees', '/fee'). */
export function link(
  id: string,
  labelKey: string,
  route: string,
  options: { feature?: FeatureKey; values?: Record<string, string> } = {},
): FooterLink {
  return {
    id,
    label: `footer.link.${labelKey}`,
    href: { route },
    ...(options.values ? { labelValues: options.values } : {}),
    ...(options.feature ? { feature: options.feature } : {}),
  };
}
