// Schedules the footer's CDN check (SPEC 4, 9: once, 5 s after load). Only this timer is part of the
// chrome's early script; the check itself (cdn-check.ts) is its own chunk, fetched when it is due,
// so a visitor's first paint and first interaction never wait for monitoring code.
import cdnCheck from 'lazy-chunk:src/scripts/notices/cdn-check.ts';
import { CDN_CHECK_DELAY_MS } from '../../contracts/cdn-check-contract.ts';

// A check that does not arrive (a navigation cut it off) is skipped, never an unhandled rejection.
const schedule = () => setTimeout(() => import(/* @vite-ignore */ cdnCheck).catch(() => {}), CDN_CHECK_DELAY_MS);
if (document.readyState === 'complete') schedule();
else addEventListener('load', schedule, { once: true });
