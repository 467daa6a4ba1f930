// Where focus goes back when a dialog opened from a menu closes (issue 40: the Turkish question from
// the language menu, the chat rooms from Community). The menu closed when the dialog took focus
// (disclosure-nav.ts), so the entry that opened the dialog is hidden by then: its menu's toggle takes
// focus instead, as Escape from inside a menu gives it. An entry still shown (the drawer's) keeps it.

/** The opener while it is shown, else the shown toggle of the nearest panel holding it, else null. */
export function focusReturnTarget(opener: HTMLElement): HTMLElement | null {
  if (opener.checkVisibility()) return opener;
  for (let panel = opener.parentElement?.closest<HTMLElement>('[id]'); panel; panel = panel.parentElement?.closest<HTMLElement>('[id]')) {
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`);
    if (toggle?.checkVisibility()) return toggle;
  }
  return null;
}
