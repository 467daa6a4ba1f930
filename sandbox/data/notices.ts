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
  /** Title and content in the backend languages (x-lang) the content team wrote; English otherwise. */
  text?: Partial<Record<NoticeLanguage, [title: string, content: string]>>;
}

/** The languages the sandbox's notices are written in beside English (the trade group's). */
export const NOTICE_LANGUAGES = ['en', 'de', 'ja', 'ar'] as const;
type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

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
    { type: 'spot', title: 'Order filled', content: 'Your limit buy order for BTC_USDT was filled.', extras: { market: 'BTC_USDT' }, text: { de: ['Order ausgeführt', 'Ihre Limit-Kauforder für BTC_USDT wurde ausgeführt.'], ja: ['注文約定', 'BTC_USDTの指値買い注文が約定しました。'], ar: ['تم تنفيذ الأمر', 'تم تنفيذ أمر الشراء المحدد الخاص بك على BTC_USDT.'] } },
    { type: 'margin', template: 'margin_call', title: 'Margin call', content: 'Your ETH_USDT isolated margin level fell to 1.15. Add margin or reduce the position to avoid liquidation.', extras: { contract: 'ETH_USDT' }, text: { de: ['Margin Call', 'Ihr isoliertes Margin-Niveau für ETH_USDT ist auf 1,15 gefallen. Erhöhen Sie die Margin oder reduzieren Sie die Position, um eine Liquidation zu vermeiden.'], ja: ['マージンコール', 'ETH_USDT分離マージンの証拠金維持率が1.15まで低下しました。強制決済を避けるため、証拠金を追加するかポジションを減らしてください。'], ar: ['نداء الهامش', 'انخفض مستوى الهامش المعزول لـ ETH_USDT إلى 1.15. أضف هامشًا أو قلّل المركز لتجنب التصفية.'] } },
    { type: 'margin', template: 'cross_margin_call', title: 'Cross margin call', content: 'Your cross margin account risk rate reached 85%. Add collateral to avoid liquidation.', extras: { contract: 'ETH' }, text: { de: ['Cross-Margin Call', 'Die Risikorate Ihres Cross-Margin-Kontos hat 85 % erreicht. Fügen Sie Sicherheiten hinzu, um eine Liquidation zu vermeiden.'], ja: ['クロスマージンコール', 'クロスマージン口座のリスク率が85%に達しました。強制決済を避けるため、担保を追加してください。'], ar: ['نداء هامش متقاطع', 'بلغ معدل مخاطر حساب الهامش المتقاطع 85%. أضف ضمانات لتجنب التصفية.'] } },
    { type: 'futures', template: 'futures_liquidation', title: 'Position liquidated', content: 'Your BTC_USD inverse long of 1,200 contracts was liquidated at 93,412.5 USD.', extras: { contract: 'BTC_USD', settle_asset: 'BTC' }, text: { de: ['Position liquidiert', 'Ihre inverse BTC_USD-Long-Position über 1.200 Kontrakte wurde bei 93.412,5 USD liquidiert.'], ja: ['ポジション強制決済', 'BTC_USDインバース契約のロング1,200枚が93,412.5 USDで強制決済されました。'], ar: ['تمت تصفية المركز', 'تمت تصفية مركز الشراء العكسي BTC_USD الخاص بك البالغ 1,200 عقد عند 93,412.5 USD.'] } },
    { type: 'futures', template: 'futures_adl', title: 'Position auto-deleveraged', content: 'Part of your ETH_USDT short (4.2 ETH) was closed by auto-deleveraging (ADL) at 3,318.40 USDT.', extras: { contract: 'ETH_USDT', settle_asset: 'USDT' }, text: { de: ['Position automatisch deleveraged', 'Ein Teil Ihrer ETH_USDT-Short-Position (4,2 ETH) wurde durch automatisches Deleveraging (ADL) bei 3.318,40 USDT geschlossen.'], ja: ['ポジション自動デレバレッジ', 'ETH_USDTショートの一部（4.2 ETH）が自動デレバレッジ（ADL）により3,318.40 USDTで決済されました。'], ar: ['تخفيض الرافعة التلقائي للمركز', 'تم إغلاق جزء من مركز البيع ETH_USDT (4.2 ETH) عبر تخفيض الرافعة التلقائي (ADL) عند 3,318.40 USDT.'] } },
    { type: 'futures', title: 'Funding fee settled', content: 'The funding fee of your USDT perpetual positions was settled.', extras: {}, text: { de: ['Funding-Gebühr abgerechnet', 'Die Funding-Gebühr Ihrer USDT-Perpetual-Positionen wurde abgerechnet.'], ja: ['資金調達手数料の精算', 'USDT無期限ポジションの資金調達手数料が精算されました。'], ar: ['تمت تسوية رسوم التمويل', 'تمت تسوية رسوم التمويل لمراكزك الدائمة بـ USDT.'] } },
    { type: 'strategybot', title: 'Grid bot stopped', content: 'Your grid bot on SOL_USDT reached its stop price.', extras: {}, text: { de: ['Grid-Bot gestoppt', 'Ihr Grid-Bot für SOL_USDT hat seinen Stoppkurs erreicht.'], ja: ['グリッドボット停止', 'SOL_USDTのグリッドボットが停止価格に達しました。'], ar: ['توقف روبوت الشبكة', 'وصل روبوت الشبكة الخاص بك على SOL_USDT إلى سعر الإيقاف.'] } },
    { type: 'copytrading', title: 'Copy trade opened', content: 'Your copied trader opened a new position.', extras: {}, text: { de: ['Copy-Trade eröffnet', 'Der Trader, dem Sie folgen, hat eine neue Position eröffnet.'], ja: ['コピートレード開始', 'コピー中のトレーダーが新しいポジションを建てました。'], ar: ['تم فتح صفقة نسخ', 'فتح المتداول الذي تنسخه مركزًا جديدًا.'] } },
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

/** Records per tab group, by language: the same messages (ids, times) in each. */
export function buildNoticeRecords(seed: number): Record<string, Record<string, unknown[]>> {
  return Object.fromEntries(NOTICE_LANGUAGES.map((language) => [language, buildInLanguage(seed, language)]));
}

function buildInLanguage(seed: number, language: NoticeLanguage): Record<string, unknown[]> {
  const rng = createRng(seed + 5);
  const result: Record<string, unknown[]> = {};
  let msgId = 900_000;
  for (const [group, templates] of Object.entries(TEMPLATES)) {
    result[group] = Array.from({ length: NOTICES_PER_GROUP }, (_, index) => {
      const template = templates[index % templates.length]!;
      msgId += 1;
      const [title, content] = template.text?.[language] ?? [template.title, template.content];
      return {
        msg_id: msgId,
        title,
        content,
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
