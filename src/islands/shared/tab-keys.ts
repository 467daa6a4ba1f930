// The WAI-ARIA tabs keys every tab list of the islands uses: the arrows move to the next or the
// previous tab, wrapping, mirrored right-to-left (down and up in a vertical list, whatever the
// direction); Home and End jump to the first and the last.

/** How a tab list runs: a row in the text's direction, or a column. */
export type TabListLayout = 'ltr' | 'rtl' | 'vertical';

const ARROWS: Record<TabListLayout, { forward: string; back: string }> = {
  ltr: { forward: 'ArrowRight', back: 'ArrowLeft' },
  rtl: { forward: 'ArrowLeft', back: 'ArrowRight' },
  vertical: { forward: 'ArrowDown', back: 'ArrowUp' },
};

/** The index of the tab `key` moves to from `index` of `count`, or undefined for any other key. */
export function tabKeyTarget(key: string, index: number, count: number, layout: TabListLayout): number | undefined {
  const { forward, back } = ARROWS[layout];
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
