// Run-time hiding by the compliance menu list: the chrome names the hidden keys on <html> and the
// generated stylesheet (virtual:compliance.css) hides every item whose data-feature has one. Each
// answer is remembered for the session; the head script (src/lib/head-script.ts) applies it to the
// next page before its first paint.
import {
  COMPLIANCE_MENU_EVENT, COMPLIANCE_STORAGE_KEY, FEATURE_KEY_PATTERN, HIDDEN_FEATURES_ATTRIBUTE,
} from '../../contracts/chrome-contract.ts';
import { store } from '../../lib/safe-storage.ts';

function validKeys(list: unknown): string[] {
  // At most 256 keys, as the API schemas cap a list: a hostile answer cannot grow the hiding rules without bound.
  return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string' && FEATURE_KEY_PATTERN.test(key)).slice(0, 256) : [];
}

function applyHiddenFeatures(list: unknown) {
  const keys = validKeys(list);
  const root = document.documentElement;
  const text = keys.join(' ');
  if (text) root.setAttribute(HIDDEN_FEATURES_ATTRIBUTE, text);
  else root.removeAttribute(HIDDEN_FEATURES_ATTRIBUTE);
  // Storage blocked: the list still applies to this page.
  store('sessionStorage', COMPLIANCE_STORAGE_KEY, text);
}

document.addEventListener(COMPLIANCE_MENU_EVENT, (event) => applyHiddenFeatures((event as CustomEvent<unknown>).detail));
