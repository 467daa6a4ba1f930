// The status notices' rules (SPEC 3, 6): what the common-data flags mean to a person, which notices
// show, which a person may dismiss, and what their restrictions forbid. Pure, so they are tested
// without a browser; imports only contracts, because the lazy notices chunk carries it.
import { NOTICE_FORBIDS, RESTRICTED_ACTIONS, type RestrictedAction } from '../../contracts/restrictions.ts';

/** Every notice, in the order they stack. `dismissible: false`: it states what the person can do now. */
export const STATUS_NOTICES = [
  { id: 'blocked-country', dismissible: false },
  { id: 'ip-limited', dismissible: true },
  { id: 'withdraw-only', dismissible: false },
  { id: 'kyc', dismissible: true },
  { id: 'compliance-tips', dismissible: true },
  { id: 'region-BR', dismissible: true },
  { id: 'region-NL', dismissible: true },
  { id: 'region-HK', dismissible: true },
  { id: 'region-LT', dismissible: true },
  { id: 'region-UZ', dismissible: true },
] as const;
export type StatusNoticeId = (typeof STATUS_NOTICES)[number]['id'];
/** The regional notices share one element (`region`), its text naming every region shown. */
export const REGION_NOTICE_PREFIX = 'region-';
export const isRegionNotice = (id: string) => id.startsWith(REGION_NOTICE_PREFIX);

/** The common-data toast flags, each a notice for residents of one country or region (ISO 3166). */
export const REGION_TOAST_FLAGS = {
  isBrazilToast: 'BR',
  isNlLimit: 'NL',
  isHKUser: 'HK',
  isLTWToast: 'LT',
  isUzbekistanToast: 'UZ',
} as const;

/** localStorage key of the dismissed notices' ids (a JSON list). */
export const DISMISSED_STORAGE_KEY = 'nexa:status-notices-dismissed';
/** Set on <html> once the common data was read: the shown notices' ids, or 'none'. */
export const STATUS_NOTICES_ATTRIBUTE = 'data-status-notices-shown';
/** Set on <html> while a visitor's IP is limited: the footer offers no app download then. */
export const IP_LIMITED_ATTRIBUTE = 'data-ip-limited';

export interface NoticeFlags {
  /** The answer's is_login; undefined when it does not say. */
  isLogin?: boolean;
  ipLimited: boolean;
  blockedCountry: boolean;
  withdrawOnly: boolean;
  kycReminder: boolean;
  complianceTips: boolean;
  regions: string[];
  /** Listed cryptocurrencies, when the answer gives a sensible number. */
  currencyCount: number | null;
}

/** A backend flag: true, 1 or '1' is on; anything else is off. */
const on = (value: unknown) => value === true || value === 1 || value === '1';

/** A count: a whole number from 1 to 1,000,000, as a number or a numeric string. */
function count(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 1_000_000 ? number : null;
}

/** A whole common-data response (envelope code 0 or 200, `data` an object), or null. */
export function parseNoticeFlags(body: unknown): NoticeFlags | null {
  const envelope = (body ?? {}) as { code?: unknown; data?: unknown };
  if (envelope.code !== 0 && envelope.code !== 200) return null;
  const data = envelope.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const raw = data as Record<string, unknown>;
  const status = count(raw.limitCountryUserStatus);
  return {
    ...(raw.is_login === undefined ? {} : { isLogin: on(raw.is_login) }),
    ipLimited: status !== null,
    blockedCountry: on(raw.isBlockedCountry),
    withdrawOnly: on(raw.isWithdrawOnlyUser),
    kycReminder: on(raw.kyc_toast),
    complianceTips: on(raw.isShowComplianceTips),
    regions: Object.entries(REGION_TOAST_FLAGS).flatMap(([name, region]) => (on(raw[name]) ? [region] : [])),
    currencyCount: count(raw.currency_count),
  };
}

/**
 * The notices to show, in stacking order. Account notices (withdraw-only, KYC) are for signed-in
 * people; the limited-IP bar for visitors (SPEC 6: "the bar for not-logged-in IP limits"), and not
 * beside a blocked-country notice, which already says more. Dismissed ones stay away.
 */
export function noticesToShow(flags: NoticeFlags, signedIn: boolean, dismissed: ReadonlySet<string>): StatusNoticeId[] {
  const wanted = new Set<string>(flags.regions.map((region) => `${REGION_NOTICE_PREFIX}${region}`));
  if (flags.blockedCountry) wanted.add('blocked-country');
  else if (flags.ipLimited && !signedIn) wanted.add('ip-limited');
  if (signedIn && flags.withdrawOnly) wanted.add('withdraw-only');
  if (signedIn && flags.kycReminder) wanted.add('kyc');
  if (flags.complianceTips) wanted.add('compliance-tips');
  return STATUS_NOTICES.filter((notice) => wanted.has(notice.id) && !(notice.dismissible && dismissed.has(notice.id))).map((notice) => notice.id);
}

/**
 * The actions the person's restrictions forbid (contracts/restrictions.ts), whether or not its
 * notice was dismissed: dismissing the KYC reminder does not unlock deposits.
 */
export function forbiddenActions(flags: NoticeFlags, signedIn: boolean): RestrictedAction[] {
  const forbidden = new Set(noticesToShow(flags, signedIn, new Set()).flatMap((id) => NOTICE_FORBIDS[id] ?? []));
  return RESTRICTED_ACTIONS.filter((action) => forbidden.has(action));
}

/** The stored dismissals; anything unreadable is none (and is overwritten on the next dismissal). */
export function readDismissed(stored: string | null): Set<string> {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is string => STATUS_NOTICES.some((notice) => notice.id === id)) : []);
  } catch {
    return new Set();
  }
}

/** The stored text after dismissing one more notice. */
export function withDismissed(stored: string | null, id: string): string {
  return JSON.stringify([...new Set([...readDismissed(stored), id])]);
}
