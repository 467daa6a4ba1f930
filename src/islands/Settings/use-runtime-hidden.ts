// Whether the page's run-time hiding names a feature for this visitor or user: the compliance answer
// and the account island write the keys to <html data-hidden-features> (docs/header.md). Watched, so
// an answer arriving while the modal is open still counts.
import { useSyncExternalStore } from 'react';
import { HIDDEN_FEATURES_ATTRIBUTE } from '../../contracts/chrome-contract.ts';

const hiddenList = () => document.documentElement.getAttribute(HIDDEN_FEATURES_ATTRIBUTE) ?? '';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HIDDEN_FEATURES_ATTRIBUTE] });
  return () => observer.disconnect();
}

export function useRuntimeHidden(feature: string): boolean {
  return useSyncExternalStore(subscribe, hiddenList, () => '').split(' ').includes(feature);
}
