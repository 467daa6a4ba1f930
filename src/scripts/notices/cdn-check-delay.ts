// SPEC 9: the footer's CDN check runs once, 5 s after load. Its own module: the chrome's early
// script needs only this number, not the rest of the check's contract (cdn-check-contract.ts).
export const CDN_CHECK_DELAY_MS = 5_000;
