// Site-wide answers: announcements, notices, menus, compliance and common data (SPEC 3).
import { z } from './zod.ts';
import { flag, idString, numeric } from './primitives.ts';
import { readAnnouncements } from '../../announcement/answer.ts';
import { emptyCompliance, parseComplianceData, type Compliance } from '../../compliance-check.ts';
import type { LimitFlag } from '../../../contracts/compliance-limits.ts';

/**
 * One announcement per page key, read by the edge's parser (src/lib/announcement/answer.ts): a
 * malformed page is dropped, an answer that is no object at all fails (logged, then the fallback).
 */
export const announcementsData = z.pipe(
  z.unknown(),
  z.transform((value: unknown, context) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) context.issues.push({ code: 'custom', input: value, message: 'announcements by page key' });
    return readAnnouncements(value);
  }),
);

export const NOTIFICATION_TYPES = [
  'general',
  'spot',
  'margin',
  'futures',
  'startup',
  'strategybot',
  'copytrading',
  'live',
  'invite',
  'approval',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationExtras = z.object({
  url: z.optional(z.string()),
  web_url: z.optional(z.string()),
  notice_content: z.optional(z.string()),
  startup_id: z.optional(idString),
  market: z.optional(z.string()),
  stream_id: z.optional(idString),
  contract: z.optional(z.string()),
  settle_asset: z.optional(z.string()),
  isAllowHref: z.optional(flag),
});

/** A notice record is a message (msg_id, title, content, send_timest) carrying a notification. */
export const noticeRecord = z.object({
  msg_id: idString,
  title: z.string(),
  content: z.string(),
  send_timest: numeric,
  type: z.enum(NOTIFICATION_TYPES),
  template_id: z.optional(idString),
  template_args: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  extras: z.optional(notificationExtras),
});
export type NoticeRecord = z.output<typeof noticeRecord>;
/** One malformed record is left out; the others still show. */
export const noticeRecordsData = z.pipe(
  z.object({ list: z.array(z.unknown()) }),
  z.transform((data: { list: unknown[] }) =>
    data.list.flatMap((record) => {
      const parsed = noticeRecord.safeParse(record);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/** Message panel tab groups (SPEC 9); the notice record call is made per group. */
export const NOTICE_TAB_GROUPS = ['platform', 'trade', 'markets'] as const;
export type NoticeTabGroup = (typeof NOTICE_TAB_GROUPS)[number];

export interface MenuItem {
  title: string;
  key?: string;
  link?: string;
  icon?: string;
  hidden?: boolean;
  description?: string;
  children?: MenuItem[];
  tracking?: Record<string, string>;
  right_badge?: string;
}
export const menuItem: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    key: z.optional(z.string()),
    link: z.optional(z.string()),
    icon: z.optional(z.string()),
    hidden: z.optional(z.boolean()),
    description: z.optional(z.string()),
    children: z.optional(z.array(menuItem)),
    tracking: z.optional(z.record(z.string(), z.string())),
    right_badge: z.optional(z.string()),
  }),
);
export const menuListData = z.array(menuItem);

/** The compliance answer, read by the one parser the chrome's early script shares (compliance-check.ts). */
export const complianceData = z.pipe(
  z.unknown(),
  z.transform((value: unknown, context) => {
    const parsed = parseComplianceData(value);
    if (!parsed) context.issues.push({ code: 'custom', input: value, message: 'a compliance answer has a menu list' });
    return parsed ?? emptyCompliance();
  }),
);
export { emptyCompliance, type Compliance };
/** What the backend sends: flags as booleans, 0/1 or '0'/'1'. */
export interface ComplianceWire {
  business: string[];
  menu: string[];
  limit: Partial<Record<LimitFlag, boolean | 0 | 1 | '0' | '1'>>;
}

/** The site config fields that vary per visitor and so come from the common-data call. */
export const commonData = z.object({
  sub_website_id: z.optional(numeric),
  is_copper: z.optional(flag),
  isUKLimit: z.optional(flag),
  isItalyLimit: z.optional(flag),
  is_phone: z.optional(flag),
  curr_fiat: z.optional(z.string()),
  defaultBuyCryptoFiat: z.optional(z.string()),
  defaultP2PFiat: z.optional(z.string()),
  mockAuthorizeHost: z.optional(z.string()),
  userLandingPageCountry: z.optional(z.string()),
  is_login: z.optional(flag),
  is_testnet: z.optional(flag),
  isBrazilToast: z.optional(flag),
  isNlLimit: z.optional(flag),
  isHKUser: z.optional(flag),
  isLTWToast: z.optional(flag),
  isUzbekistanToast: z.optional(flag),
  isWithdrawOnlyUser: z.optional(flag),
  kyc_toast: z.optional(flag),
  limitCountryUserStatus: z.optional(numeric),
  isShowComplianceTips: z.optional(flag),
  isBlockedCountry: z.optional(flag),
  /** How many cryptocurrencies the exchange lists (the footer's download modal says so). */
  currency_count: z.optional(numeric),
});
export type CommonData = z.output<typeof commonData>;
export type CommonDataWire = z.input<typeof commonData>;

/** Sign-out answers carry no data worth keeping; `null` or an object both mean success. */
export const signOutData = z.pipe(
  z.union([z.null(), z.looseObject({})]),
  z.transform((): SignOutResult => ({ ok: true })),
);
export interface SignOutResult {
  ok: boolean;
}
