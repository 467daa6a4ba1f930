// Puts Astro's island runtime and directives into the page (written into an inert template at build
// time: src/components/island-runtime-template.ts). Called on the first interaction, before the
// event reaches its target, so an island the person reached for sees that same event; and at load
// for a signed-in person, whose account island hydrates at once. Scripts moved out of a template
// run as they are inserted; the runtime defines <astro-island> and every island on the page starts.
import { ISLAND_RUNTIME_ATTRIBUTE } from '../../contracts/head-contract.ts';

export function startIslandRuntime(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${ISLAND_RUNTIME_ATTRIBUTE}]`)) {
    template.replaceWith(template.content);
  }
}
