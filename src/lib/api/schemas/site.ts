// Site-wide answers: announcements, notices, menus, compliance and common data (SPEC 3).
import { z } from 'zod';
import { flag, idString, numeric } from './primitives.ts';
import { emptyCompliance, parseComplianceData, type Compliance, type LimitFlag } from '../../compliance-check.ts';

export const announcement = z.object({ content_id: idString, content: z.string(), link: z.string() });
export type Announcement = z.output<typeof announcement>;
/** One announcement per page key (index, wallet...). */
export const announcementsData = z.record(z.string(), announcement);
export type AnnouncementsByPage = z.output<typeof announcementsData>;

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
  url: z.string().optional(),
  web_url: z.string().optional(),
  notice_content: z.string().optional(),
  startup_id: idString.optional(),
  market: z.string().optional(),
  stream_id: idString.optional(),
  contract: z.string().optional(),
  settle_asset: z.string().optional(),
  isAllowHref: flag.optional(),
});

/** A notice record is a message (msg_id, title, content, send_timest) carrying a notification. */
export const noticeRecord = z.object({
  msg_id: idString,
  title: z.string(),
  content: z.string(),
  send_timest: numeric,
  type: z.enum(NOTIFICATION_TYPES),
  template_id: idString.optional(),
  template_args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  extras: notificationExtras.optional(),
});
export type NoticeRecord = z.output<typeof noticeRecord>;
/** One malformed record is left out; the others still show. */
export const noticeRecordsData = z.object({ list: z.array(z.unknown()) }).transform((data) =>
  data.list.flatMap((record) => {
    const parsed = noticeRecord.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  }),
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
export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    key: z.string().optional(),
    link: z.string().optional(),
    icon: z.string().optional(),
    hidden: z.boolean().optional(),
    description: z.string().optional(),
    children: z.array(menuItem).optional(),
    tracking: z.record(z.string(), z.string()).optional(),
    right_badge: z.string().optional(),
  }),
);
export const menuListData = z.array(menuItem);

/** The compliance answer, read by the one parser the chrome's early script shares (compliance-check.ts). */
export const complianceData = z.unknown().transform((value, context) => {
  const parsed = parseComplianceData(value);
  if (!parsed) context.addIssue({ code: 'custom', message: 'a compliance answer has a menu list' });
  return parsed ?? emptyCompliance();
});
export { emptyCompliance, type Compliance };
/** What the backend sends: flags as booleans, 0/1 or '0'/'1'. */
export interface ComplianceWire {
  business: string[];
  menu: string[];
  limit: Partial<Record<LimitFlag, boolean | 0 | 1 | '0' | '1'>>;
}

/** The site config fields that vary per visitor and so come from the common-data call. */
export const commonData = z.object({
  sub_website_id: numeric.optional(),
  is_copper: flag.optional(),
  isUKLimit: flag.optional(),
  isItalyLimit: flag.optional(),
  is_phone: flag.optional(),
  curr_fiat: z.string().optional(),
  defaultBuyCryptoFiat: z.string().optional(),
  defaultP2PFiat: z.string().optional(),
  mockAuthorizeHost: z.string().optional(),
  userLandingPageCountry: z.string().optional(),
  is_login: flag.optional(),
  is_testnet: flag.optional(),
  isBrazilToast: flag.optional(),
  isNlLimit: flag.optional(),
  isHKUser: flag.optional(),
  isLTWToast: flag.optional(),
  isUzbekistanToast: flag.optional(),
  isWithdrawOnlyUser: flag.optional(),
  kyc_toast: flag.optional(),
  limitCountryUserStatus: numeric.optional(),
  isShowComplianceTips: flag.optional(),
  isBlockedCountry: flag.optional(),
});
export type CommonData = z.output<typeof commonData>;
export type CommonDataWire = z.input<typeof commonData>;

/** Sign-out answers carry no data worth keeping; `null` or an object both mean success. */
export const signOutData = z
  .union([z.null(), z.looseObject({})])
  .transform((): SignOutResult => ({ ok: true }));
export interface SignOutResult {
  ok: boolean;
}
