// The run-time hiding stylesheet as a virtual module, generated from FEATURE_KEYS and the restricted
// actions at build time (the rules: src/navigation/runtime-hiding.ts). The integration adds it to every page and fragment.
import type { Plugin } from 'vite';
import { complianceStylesheet, restrictionStylesheet } from '../navigation/runtime-hiding.ts';

export const COMPLIANCE_CSS_MODULE = 'virtual:compliance.css';
const RESOLVED = `\0${COMPLIANCE_CSS_MODULE}`;

export function complianceCssPlugin(): Plugin {
  return {
    name: 'nexa-compliance-css',
    resolveId: (source) => (source === COMPLIANCE_CSS_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `${complianceStylesheet()}\n${restrictionStylesheet()}` : undefined),
  };
}
