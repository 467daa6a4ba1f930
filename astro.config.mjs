// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { exchangeChrome } from './src/integrations/chrome.ts';

// One static build emits every site x language under dist/<site>/ (see src/pages/[site]/[...path].astro);
// the project integration (src/integrations/chrome.ts) writes sites.json, the chrome fragments and
// csp.json beside them. scripts/build.mjs chooses the sites and merges a partial build into dist/.
export default defineConfig({
  output: 'static',
  site: 'https://www.nexa.exchange',
  trailingSlash: 'ignore',
  integrations: [react(), exchangeChrome()],
  build: {
    format: 'directory',
    // Stylesheets stay files: cacheable across every page of every site, and no inline styles for the CSP.
    inlineStylesheets: 'never',
  },
  devToolbar: { enabled: false },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
