// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { exchangeChrome } from './src/integrations/chrome.ts';
import { complianceCssPlugin } from './src/navigation/runtime-hiding.ts';

// One static build emits every site x language under dist/<site>/ (see src/pages/[site]/[...path].astro);
// scripts/build.mjs chooses the sites and merges a partial build into dist/.
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
    // One CSS rule per feature key, generated from the registry: hides items at run time (runtime-hiding.ts).
    plugins: [complianceCssPlugin()],
    build: { assetsInlineLimit: 0 },
  },
});
