// Dynamic data: after load, ask the compliance check (SPEC 3 and 7) which features to hide for this
// visitor or user and hand its menu list to the run-time hiding (compliance.ts). The request is the
// page's only one: an island's $compliance store shares its answer (src/lib/compliance-check.ts).
import { COMPLIANCE_CHECK_ATTRIBUTE, COMPLIANCE_MENU_EVENT } from '../../contracts/chrome-contract.ts';
import { pageContext } from '../../lib/page-context.ts';
import { fetchComplianceCheck, pageComplianceCheck } from '../../lib/compliance-check.ts';
import { afterFirstPaint } from './after-first-paint.ts';

// After the first paint: reading the csrftoken cookie and starting the request wait on the browser process.
afterFirstPaint(() => {
  const page = pageContext();
  if (!page.dynamicData || !page.endpoints.compliance) return;
  void pageComplianceCheck(() => fetchComplianceCheck(page)).then((answer) => {
    // A failed check keeps what the page shows (and the list remembered from earlier in the session).
    if (answer) document.dispatchEvent(new CustomEvent(COMPLIANCE_MENU_EVENT, { detail: answer.menu }));
    // Settled, for whoever needs to know the check is over (tests, support): answered or failed.
    document.documentElement.setAttribute(COMPLIANCE_CHECK_ATTRIBUTE, answer ? 'answered' : 'failed');
  });
});
