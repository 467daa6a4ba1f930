// External scripts the chrome loads (the account switcher, the CDN check's error reporter) get their
// URL through the page's one Trusted Types policy (src/contracts/trusted-types.ts), the only sink of
// the chrome's code that takes a string as script. The policy passes what the build accepts as a script
// URL setting (src/lib/script-url.ts) and refuses anything else; which of those may load is the CSP's
// script-src (their exact paths).
import { TRUSTED_TYPES_POLICY } from '../contracts/trusted-types.ts';
import { isScriptUrl } from './script-url.ts';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

let policy: ScriptUrlPolicy | null | undefined;

/** The page's policy, created on first use; null where the browser has no Trusted Types. */
function pagePolicy(): ScriptUrlPolicy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory?.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL(input) {
        if (!isScriptUrl(input)) throw new TypeError(`${TRUSTED_TYPES_POLICY}: not a script URL the chrome loads: ${input}`);
        return input;
      },
    }) ?? null;
  }
  return policy;
}

/** A <script> element loading `url` (not yet in the page), or null for a URL that is no script URL. */
export function externalScript(url: string): HTMLScriptElement | null {
  if (!isScriptUrl(url)) return null;
  const script = document.createElement('script');
  // A TrustedScriptURL where the browser has Trusted Types; the DOM typings know only strings.
  script.src = (pagePolicy()?.createScriptURL(url) ?? url) as string;
  return script;
}
