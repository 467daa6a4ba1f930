// The logged-in user's records (SPEC 3). The user info answer is partial by nature (visitors, sub
// accounts, regional sites omit fields), so every field is optional and `{}` is a valid value.
import { z } from './zod.ts';
import { decimalString, flag, idString, numeric } from './primitives.ts';

export const userInfoData = z.object({
  uid: z.optional(idString),
  tier: z.optional(numeric),
  tier_level: z.optional(numeric),
  nickname: z.optional(z.string()),
  user_avatar: z.optional(z.string()),
  user_nick: z.optional(z.string()),
  tier_next_progress: z.optional(numeric),
  tier_next_usdt: z.optional(decimalString),
  tier_next_fiat: z.optional(decimalString),
  curr_fiat: z.optional(z.string()),
  currencyUnit: z.optional(z.string()),
  tier_next_gt_min: z.optional(decimalString),
  tier_next_gt_only: z.optional(decimalString),
  tier_next_asset_only_usd: z.optional(decimalString),
  tier_all_trade_usdt: z.optional(decimalString),
  tier_all_trade_jpy: z.optional(decimalString),
  allTrade: z.optional(decimalString),
  total_usd: z.optional(decimalString),
  totalAssets: z.optional(decimalString),
  rate_usdt_site_fiat: z.optional(decimalString),
  kyc_status: z.optional(numeric),
  safe_level: z.optional(numeric),
  isLogin: z.optional(flag),
  isVip: z.optional(flag),
  isTrial: z.optional(flag),
  is_sub_account: z.optional(flag),
  white_list_show: z.optional(flag),
  menu: z.optional(z.array(z.string())),
});
export type UserInfo = z.output<typeof userInfoData>;
/** As the backend sends it (flags may be 0/1, numbers may be strings). */
export type UserInfoWire = z.input<typeof userInfoData>;

export const ACCOUNT_MODES = ['classic', 'single_currency', 'multi_currency', 'portfolio'] as const;

export const accountModeData = z.object({
  mode: z.enum(ACCOUNT_MODES),
  support_unified: flag,
  first_open: flag,
  auto_borrow: flag,
  auto_repay: flag,
  settings: z.object({
    options: flag,
    usdt_futures: flag,
    spot_hedge: flag,
    use_funding: flag,
  }),
});
export type AccountMode = z.output<typeof accountModeData>;
export type AccountModeWire = z.input<typeof accountModeData>;

/** SPEC 8 fallback: classic mode. first_open true means "not unified" (SPEC 4). */
export function classicAccountMode(): AccountMode {
  return {
    mode: 'classic',
    support_unified: false,
    first_open: true,
    auto_borrow: false,
    auto_repay: false,
    settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
  };
}

export const crossMarginInfoData = z.object({
  userTier: z.optional(numeric),
  userSpotBalance: z.optional(decimalString),
  crossMarginUid: z.optional(numeric),
});
export type CrossMarginInfo = z.output<typeof crossMarginInfoData>;
export type CrossMarginInfoWire = z.input<typeof crossMarginInfoData>;

export const accountTierData = z.object({
  is_sub: z.union([z.literal(0), z.literal(1)]),
  tier: numeric,
});
export type AccountTier = z.output<typeof accountTierData>;
