// The project's Astro integration: what only an integration can do (client directives), kept in
// one place so `astro build` and `npm run build` produce the same site.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const directive = (file: string) => fileURLToPath(new URL(`../directives/${file}`, import.meta.url));

export function exchangeChrome(): AstroIntegration {
  return {
    name: 'exchange-chrome',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: directive('interaction.ts') });
        addClientDirective({ name: 'loggedin', entrypoint: directive('logged-in.ts') });
      },
    },
  };
}
