// When the search's heavy part (panels, stores, virtual list: SearchBody) loads. Hydration means a
// hand is on its way to the button: fetch the rest soon. A click that came with the hand is served
// first: evaluating the panels' code is one long task at a slow CPU, so it starts once the dialog
// is open and painted, or shortly after hydration when no click came. The panels render as a
// transition and fill in the skeleton.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** Hover without a click: the panels' code and data start this long after hydration. */
const BODY_START_DELAY_MS = 150;

export function useSearchBody(loadBody: () => Promise<unknown>) {
  const [hydrated, setHydrated] = useState(false);
  const [bodyShown, setBodyShown] = useState(false);
  const bodyStarted = useRef(false);
  const startBody = useCallback(() => {
    if (bodyStarted.current) return;
    bodyStarted.current = true;
    // Not arrived (offline, or a navigation cut it off): the skeleton stays, and the next opening tries again.
    loadBody().then(() => startTransition(() => setBodyShown(true)), () => { bodyStarted.current = false; });
  }, [loadBody]);

  useEffect(() => {
    setHydrated(true);
    const timer = window.setTimeout(startBody, BODY_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [startBody]);

  /** The dialog just opened: start the body after its first paint. */
  const startAfterPaint = useCallback(() => requestAnimationFrame(() => window.setTimeout(startBody)), [startBody]);
  return { hydrated, bodyShown, startAfterPaint };
}
