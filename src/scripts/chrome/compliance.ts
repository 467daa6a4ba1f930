// Run-time hiding by the compliance menu list: the chrome names the hidden keys on <html> and the
// generated stylesheet (virtual:compliance.css) hides every item whose data-feature has one.
import {
  COMPLIANCE_MENU_EVENT, COMPLIANCE_STORAGE_KEY, FEATURE_KEY_PATTERN, HIDDEN_FEATURES_ATTRIBUTE,
} from '../../navigation/chrome-contract.ts';

function validKeys(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string' && FEATURE_KEY_PATTERN.test(key)) : [];
}

function applyHiddenFeatures(list: unknown, remember: boolean) {
  const keys = validKeys(list);
  const root = document.documentElement;
  if (keys.length) root.setAttribute(HIDDEN_FEATURES_ATTRIBUTE, keys.join(' '));
  else root.removeAttribute(HIDDEN_FEATURES_ATTRIBUTE);
  if (!remember) return;
  try {
    sessionStorage.setItem(COMPLIANCE_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage blocked: the list still applies to this page.
  }
}

document.addEventListener(COMPLIANCE_MENU_EVENT, (event) => applyHiddenFeatures((event as CustomEvent<unknown>).detail, true));

// The last list of this session applies at once, so later pages do not show and then hide items.
try {
  const remembered = sessionStorage.getItem(COMPLIANCE_STORAGE_KEY);
  if (remembered) applyHiddenFeatures(JSON.parse(remembered), false);
} catch {
  // Unreadable or malformed: wait for the compliance store.
}
