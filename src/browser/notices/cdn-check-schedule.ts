// Schedules the footer's CDN check (SPEC 4, 9: once, 5 s after load). Only this timer is part of the
// chrome's early script; the check itself (cdn-check.ts) is in its own chunk with the rest of the
// after-load monitoring (src/browser/chrome/after-load.ts: the compliance check's failure log),
// fetched when it is due, so a visitor's first paint and first interaction never wait for it.
import afterLoad from 'lazy-chunk:src/browser/chrome/after-load.ts';
import { CDN_CHECK_DELAY_MS } from '../../contracts/cdn-check-contract.ts';

// A check that does not arrive (a navigation cut it off) is skipped, never an unhandled rejection.
const schedule = () => setTimeout(() => import(/* @vite-ignore */ afterLoad).catch(() => {}), CDN_CHECK_DELAY_MS);
if (document.readyState === 'complete') schedule();
else addEventListener('load', schedule, { once: true });
