import type { FeatureKey, FooterLink } from '../schema.ts';

/**
 * Where a footer route names the site's trading pair: the footer model puts in the site's
 * `footerSpotPair`, else its `defaultSpotPair` (src/navigation/footer.ts), so no pair is written here.
 */
export const FOOTER_PAIR = '{pair}';

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
