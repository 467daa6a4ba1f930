// What the footer's CDN check, the local sandbox and the tests agree on (SPEC 8, 9).

/** Query parameter the check adds to the framework file's URL: a fresh, uncached request. */
export const CDN_CHECK_PARAM = 'cdn_check';

/** SPEC 9: error tracing sample rate. */
export const ERROR_TRACES_SAMPLE_RATE = 0.1;
/** SPEC 8: what is reported when the framework file does not answer 200. */
export const CDN_ERROR_MESSAGE = 'cdn access error';
/** Set on <html> when the check is over: 'ok' or 'error' (after the report was handed over). */
export const CDN_CHECK_RESULT_ATTRIBUTE = 'data-cdn-check';

/** SPEC 9: the footer's CDN check runs once, 5 s after load. */
export const CDN_CHECK_DELAY_MS = 5_000;
