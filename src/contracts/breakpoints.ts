// The layout's breakpoints, in one place: the widths where a layout starts (CSS px). Stylesheets
// name them as custom media, `@media (--below-tablet)` or `@media (--from-desktop)`, which the build
// replaces with the queries below (src/integrations/breakpoints-css.ts); scripts and generated CSS
// call `below` / `from`. breakpoints.test.ts fails on a width written anywhere else.
export const BREAKPOINTS = {
  /** The narrowest phones (320 px) are below it: Log in yields to the drawer. */
  narrow: 360,
  /** Small phones are below it: the logo keeps only its mark. */
  phone: 480,
  /** SPEC 9's mobile breakpoint: phones below it (marquee, stacked footer, bottom sheets). */
  tablet: 768,
  /** The header breakpoint: the top navigation from it, the drawer below it. */
  desktop: 992,
  /** Main's four footer columns fit beside the brand block from it (below, the brand goes above them). */
  laptop: 1200,
  /** SPEC 9: the promotion group's wide-only entries show from it. */
  wide: 1440,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Narrower than the breakpoint: `(max-width: 767.9px)`; 0.1 px under it, so no width matches both sides. */
export const below = (name: Breakpoint): string => `(max-width: ${BREAKPOINTS[name] - 0.1}px)`;

/** The breakpoint's width and wider: `(min-width: 992px)`. */
export const from = (name: Breakpoint): string => `(min-width: ${BREAKPOINTS[name]}px)`;

/**
 * `below('tablet')` written out, for the announcement bar's inline script: its bundle then carries
 * this one string, not the table and the function (every visitor pays those bytes; the budget has
 * none to spare). breakpoints-css.test.ts holds it equal to `below('tablet')`.
 */
export const BELOW_TABLET = '(max-width: 767.9px)';
