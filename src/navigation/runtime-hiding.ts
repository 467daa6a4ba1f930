// Run-time hiding by the compliance menu list (SPEC 3), without React and without layout work in
// script: the build emits one CSS rule per feature key, and the page only names the hidden keys in
// one attribute of <html>. Every chrome item carries its key in data-feature (space-separated).
import { FEATURE_IMPLIES, FEATURE_KEYS, type FeatureKey } from '../sites/schema.ts';
import { FEATURE_KEY_PATTERN, HIDDEN_FEATURES_ATTRIBUTE } from '../contracts/chrome-contract.ts';
import { ACTION_ATTRIBUTE, FORBIDDEN_ACTIONS_ATTRIBUTE, RESTRICTED_ACTIONS } from '../contracts/restrictions.ts';

/**
 * One rule per key: `:root[data-hidden-features~="deposit"] [data-feature~="deposit"]`, the key's
 * implied keys (FEATURE_IMPLIES) in the same rule's selector list.
 */
export function complianceStylesheet(keys: readonly string[] = FEATURE_KEYS): string {
  return keys
    .filter((key) => FEATURE_KEY_PATTERN.test(key))
    .map((key) => {
      const root = `:root[${HIDDEN_FEATURES_ATTRIBUTE}~="${key}"]`;
      const hides = [key, ...(FEATURE_IMPLIES[key as FeatureKey] ?? [])];
      return `${hides.map((hidden) => `${root} [data-feature~="${hidden}"]`).join(',')}{display:none!important}`;
    })
    .join('\n');
}

/**
 * One rule per restricted action (contracts/restrictions.ts):
 * `:root[data-forbidden-actions~="deposit"] [data-action~="deposit"]` hides that call to action.
 */
export function restrictionStylesheet(actions: readonly string[] = RESTRICTED_ACTIONS): string {
  return actions.map((action) => `:root[${FORBIDDEN_ACTIONS_ATTRIBUTE}~="${action}"] [${ACTION_ATTRIBUTE}~="${action}"]{display:none!important}`).join('\n');
}
