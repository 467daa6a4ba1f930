// Characters no honest URL from our backend carries raw, and that browsers strip or reinterpret
// (tabs and newlines inside "java\tscript:", backslashes read as slashes). Shared by the link check
// (src/lib/notifications/safe-url.ts) and the image check (src/lib/safe-image-url.ts), which the
// account island loads without any notification code.
export const SUSPICIOUS_URL_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
