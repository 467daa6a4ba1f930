// Message-panel records for each tab group, covering every notification type of SPEC 2, and the
// trade group's risk messages (margin call, liquidation, ADL), told by their template id.
import { createRng, FIXTURE_EPOCH_S } from '../rng.ts';

type Extras = Record<string, string | number | boolean>;
interface Template {
  type: string;
  title: string;
  content: string;
  extras: Extras;
  /** The template id of a message the chrome tells apart (src/lib/notifications/risk.ts). */
  template?: string;
}

const TEMPLATES: Record<string, Template[]> = {
  platform: [
    { type: 'general', title: 'New listing: ZRO', content: 'ZRO spot trading opens today at 10:00 UTC.', extras: { web_url: '/announcements/article/30101', isAllowHref: true } },
    { type: 'general', title: 'Security reminder', content: 'We will never ask for your password or 2FA code.', extras: { notice_content: 'Stay safe.', isAllowHref: false } },
    { type: 'startup', title: 'Startup subscription open', content: 'Commit GT to the new Startup project.', extras: { startup_id: 417 } },
    { type: 'live', title: 'Live AMA starting', content: 'Join the market outlook live stream.', extras: { stream_id: 88213 } },
    { type: 'invite', title: 'Referral reward credited', content: 'Your friend completed a trade; 20 USDT was credited.', extras: { url: '/referral/earn-voucher' } },
    { type: 'approval', title: 'Sub-account request approved', content: 'Your sub-account API request was approved.', extras: { url: '/myaccount/sub_account_manage' } },
  ],
  trade: [
    { type: 'spot', title: 'Order filled', content: 'Your limit buy order for BTC_USDT was filled.', extras: { market: 'BTC_USDT' } },
    { type: 'margin', template: 'margin_call', title: 'Margin call', content: 'Your ETH_USDT isolated margin level fell to 1.15. Add margin or reduce the position to avoid liquidation.', extras: { contract: 'ETH_USDT' } },
    { type: 'margin', template: 'cross_margin_call', title: 'Cross margin call', content: 'Your cross margin account risk rate reached 85%. Add collateral to avoid liquidation.', extras: { contract: 'ETH' } },
    { type: 'futures', template: 'futures_liquidation', title: 'Position liquidated', content: 'Your BTC_USD inverse long of 1,200 contracts was liquidated at 93,412.5 USD.', extras: { contract: 'BTC_USD', settle_asset: 'BTC' } },
    { type: 'futures', template: 'futures_adl', title: 'Position auto-deleveraged', content: 'Part of your ETH_USDT short (4.2 ETH) was closed by auto-deleveraging (ADL) at 3,318.40 USDT.', extras: { contract: 'ETH_USDT', settle_asset: 'USDT' } },
    { type: 'futures', title: 'Funding fee settled', content: 'The funding fee of your USDT perpetual positions was settled.', extras: {} },
    { type: 'strategybot', title: 'Grid bot stopped', content: 'Your grid bot on SOL_USDT reached its stop price.', extras: {} },
    { type: 'copytrading', title: 'Copy trade opened', content: 'Your copied trader opened a new position.', extras: {} },
  ],
  markets: [
    { type: 'spot', title: 'Price alert: BTC', content: 'BTC rose above 97,000 USDT.', extras: { market: 'BTC_USDT' } },
    { type: 'spot', title: 'Price alert: SOL', content: 'SOL fell 5% in 1 hour.', extras: { market: 'SOL_USDT' } },
    { type: 'futures', title: 'Volatility alert: ETH', content: 'ETH_USDT perpetual moved 3% in 15 minutes.', extras: { contract: 'ETH_USDT', settle_asset: 'USDT' } },
    { type: 'general', title: 'Market report', content: 'Weekly market report is out.', extras: { web_url: '/blog', isAllowHref: true } },
  ],
};

/**
 * Records per tab group, newest first. Their send times are FIXTURE_EPOCH_S minus their age; the
 * notice route moves them to the request's time (noticesAsOf), so the newest is minutes old.
 */
export const NOTICES_PER_GROUP = 27;

export function buildNoticeRecords(seed: number): Record<string, unknown[]> {
  const rng = createRng(seed + 5);
  const result: Record<string, unknown[]> = {};
  let msgId = 900_000;
  for (const [group, templates] of Object.entries(TEMPLATES)) {
    result[group] = Array.from({ length: NOTICES_PER_GROUP }, (_, index) => {
      const template = templates[index % templates.length]!;
      msgId += 1;
      return {
        msg_id: msgId,
        title: template.title,
        content: template.content,
        send_timest: FIXTURE_EPOCH_S - index * 3_600 - rng.int(0, 3_599),
        type: template.type,
        template_id: template.template ?? `${template.type}_${index % 3}`,
        template_args: { index: index + 1 },
        extras: template.extras,
      };
    });
  }
  return result;
}

/** The records with their ages kept and the newest at `nowS`: "5 min ago" stays true whenever the sandbox runs. */
export function noticesAsOf(records: readonly unknown[], nowS: number): unknown[] {
  return records.map((record) => {
    const { send_timest: sent } = record as { send_timest?: unknown };
    return typeof sent === 'number' ? { ...(record as object), send_timest: nowS - (FIXTURE_EPOCH_S - sent) } : record;
  });
}
