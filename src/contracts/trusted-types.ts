// Trusted Types (CSP `require-trusted-types-for 'script'`): the one policy a page may create. The edge
// names it in every page policy; the chrome creates it to load the build's external scripts
// (src/lib/trusted-script.ts). No default policy exists: any other string reaching a script sink
// (innerHTML, script.src, eval) is refused and reported.
export const TRUSTED_TYPES_POLICY = 'nexa-chrome';
