// The chrome's early script (src/scripts/chrome, src/scripts/notices) gets its own copy of every
// src/lib and contract module it imports, so the bundler tree-shakes that copy for what the early
// script uses. Shared with the islands, such a module would go to every visitor whole, with the
// exports only the islands need. Islands load on interaction and keep their own copies; modules
// whose state must be one per page keep it on the global object (compliance-check.ts).
import type { Plugin } from 'vite';

const COPY = '?chrome-copy';
const EARLY_SCRIPT = /\/src\/scripts\/(chrome|notices)\//;
const SHARED_MODULE = /\/src\/(contracts|lib|directives|navigation|i18n)\/[^?]*\.ts$/;

export function chromeCopiesPlugin(): Plugin {
  let building = false;
  return {
    name: 'nexa-chrome-copies',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer, options) {
      if (!building || !importer || this.environment?.config.consumer !== 'client') return null;
      if (!EARLY_SCRIPT.test(importer) && !importer.endsWith(COPY)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !SHARED_MODULE.test(resolved.id)) return null;
      return `${resolved.id}${COPY}`;
    },
  };
}
