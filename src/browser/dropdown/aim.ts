// Pointer aim (hover intent as peers do it): a pointer that moved from one point to the next is
// heading into an open panel when the next point lies inside the panel or inside the triangle
// between the previous point and the panel's near edge. A move along the bar stays outside it, so a
// deliberate hover onto another entry still switches at once.

export interface Point { x: number; y: number }
export interface Box { left: number; right: number; top: number; bottom: number }

/** Widens the panel's edge a little: a hand does not move in a straight line. */
const SLACK_PX = 24;

export function headingInto(from: Point, to: Point, panel: Box): boolean {
  if (to.x >= panel.left && to.x <= panel.right && to.y >= panel.top && to.y <= panel.bottom) return true;
  const edge = from.y <= panel.top ? panel.top : from.y >= panel.bottom ? panel.bottom : null;
  if (edge === null || edge === from.y) return false;
  // How far along the way to the edge the move went (0 at `from`, 1 on the edge's line).
  const progress = (to.y - from.y) / (edge - from.y);
  if (!(progress > 0 && progress <= 1)) return false;
  const left = from.x + (panel.left - SLACK_PX - from.x) * progress;
  const right = from.x + (panel.right + SLACK_PX - from.x) * progress;
  return to.x >= left && to.x <= right;
}
