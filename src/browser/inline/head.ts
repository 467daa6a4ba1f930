// Inline in every shell's <head> (compiled by src/integrations/inline-scripts.ts): marks <html>
// before first paint. The logic and its tests are in src/lib/head-script.ts.
import { markHead } from '../../lib/head-script.ts';

markHead(document, () => sessionStorage);
