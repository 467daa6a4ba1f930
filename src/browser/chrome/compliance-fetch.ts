// Dynamic data: after load, ask the compliance check (SPEC 3 and 7) which features to hide for this
// visitor or user and hand its menu list to the run-time hiding (compliance.ts). The request is the
// page's only one: the $compliance store and the home notices ask this script for its answer
// (COMPLIANCE_REQUEST_EVENT, src/lib/compliance-check.ts).
import { COMPLIANCE_CHECK_ATTRIBUTE, COMPLIANCE_MENU_EVENT, COMPLIANCE_REQUEST_EVENT } from '../../contracts/chrome-contract.ts';
import { pageContext } from '../../lib/page-context.ts';
import { fetchComplianceData, type ComplianceRequest } from '../../lib/compliance-check.ts';
import { afterFirstPaint } from './after-first-paint.ts';

let answer: Promise<unknown> | undefined;
/** The page's one request, started by whichever comes first: the first paint, or someone asking. */
const pageAnswer = () => (answer ??= fetchComplianceData(pageContext()));

document.addEventListener(COMPLIANCE_REQUEST_EVENT, (event) => {
  (event as CustomEvent<ComplianceRequest>).detail.answer = pageAnswer();
});

// After the first paint: reading the csrftoken cookie and starting the request wait on the browser process.
afterFirstPaint(() => {
  const page = pageContext();
  if (!page.dynamicData || !page.endpoints.compliance) return;
  void pageAnswer().then((data) => {
    // A failed check (its reason, a string), or an answer without a menu list, keeps what the page shows (and the list
    // remembered from earlier in the session); compliance.ts checks each key.
    const menu = (data as { menu?: unknown } | null)?.menu;
    if (Array.isArray(menu)) document.dispatchEvent(new CustomEvent(COMPLIANCE_MENU_EVENT, { detail: menu }));
    // Settled, for whoever needs to know the check is over (tests, support): answered or failed.
    document.documentElement.setAttribute(COMPLIANCE_CHECK_ATTRIBUTE, Array.isArray(menu) ? 'answered' : 'failed');
  });
});
