// Inline right after the announcement bar (compiled by src/integrations/inline-scripts.ts), so it
// runs before the bar is first painted. The logic is src/lib/announcement/bar-script.ts.
import { startAnnouncementBar } from '../../lib/announcement/bar-script.ts';

startAnnouncementBar(document.currentScript!.previousElementSibling as HTMLElement);
