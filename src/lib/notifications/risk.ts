// The trade group's risk messages: a margin call, a liquidation, an auto-deleveraging (ADL). They
// are told by their template (SPEC 3: a notification's template_id), not by their title, which is
// the server's text in the person's language. Template ids are `_`-separated words
// ('margin_call', 'futures_liquidation', 'futures_adl'); one of these words makes a risk message.
import type { NoticeRecord } from '../api/schemas/site.ts';

export type RiskKind = 'margin-call' | 'liquidation' | 'adl';

const RISK_WORDS: ReadonlyArray<[pattern: RegExp, kind: RiskKind]> = [
  [/(^|_)liquidat(ion|ed)(_|$)/, 'liquidation'],
  [/(^|_)adl(_|$)/, 'adl'],
  [/(^|_)margin_call(_|$)/, 'margin-call'],
];

export function riskKind(notice: Pick<NoticeRecord, 'template_id'>): RiskKind | null {
  const template = notice.template_id?.toLowerCase() ?? '';
  return RISK_WORDS.find(([pattern]) => pattern.test(template))?.[1] ?? null;
}
