// `/` (outside text fields) and Ctrl or Cmd+K open the market search. The shortcut clicks the
// header's search button: before the island has loaded, hydrate-on-reach holds that click, loads
// the island and replays it; afterwards the island handles it. Nothing happens where the site, or
// the compliance check, hides search (no rendered button).
document.addEventListener('keydown', (event) => {
  const command = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
  const target = event.target as HTMLElement;
  const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
  if (!command && (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey)) return;
  const button = document.querySelector<HTMLElement>('[data-island="search"]');
  if (!button?.getClientRects().length) return;
  event.preventDefault();
  button.click();
});
