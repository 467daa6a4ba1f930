// What the footer's CDN check and the local sandbox agree on.

/** Query parameter the check adds to the framework file's URL: a fresh, uncached request. */
export const CDN_CHECK_PARAM = 'cdn_check';
