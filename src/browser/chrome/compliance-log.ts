// SPEC 8: a failed compliance check is logged as the API client logs a failed call (logger.ts's
// `[api] <name> failed: <reason>`). The early script's request (compliance-fetch.ts) keeps what
// failed in the page's one answer; this part, loaded after load, asks for it and says why. It
// imports no module the islands use, so no chunk of theirs changes for it.
import { API_PATHS } from '../../contracts/api-paths.ts';
import { COMPLIANCE_REQUEST_EVENT } from '../../contracts/chrome-contract.ts';
import { consoleLogger, logCallFailure, thrownReason } from '../../lib/api/logger.ts';
import type { ComplianceRequest } from '../../lib/compliance-check.ts';

const COMPLIANCE_CALL = { name: 'complianceCheck', method: 'GET', path: API_PATHS.complianceCheck };

/** Why the check failed, in the API client's words; null when it answered or was not asked. */
export function complianceFailure(answer: unknown): string | null {
  if (answer instanceof Response) return answer.ok ? 'unexpected code' : `HTTP ${answer.status}`;
  // A thrown error: a network failure, a timeout (TimeoutError), malformed JSON (SyntaxError).
  if (answer instanceof Error || answer instanceof DOMException) return thrownReason(answer);
  // The one rule every reader applies: an answer without a menu list is no compliance answer.
  return answer != null && !Array.isArray((answer as { menu?: unknown }).menu) ? 'invalid data: no menu list' : null;
}

export function logComplianceFailure(): Promise<void> | undefined {
  const detail: ComplianceRequest = {};
  document.dispatchEvent(new CustomEvent(COMPLIANCE_REQUEST_EVENT, { detail }));
  return detail.answer?.then((answer) => {
    const reason = complianceFailure(answer);
    if (reason) logCallFailure(consoleLogger, COMPLIANCE_CALL, reason);
  });
}
