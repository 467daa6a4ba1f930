// The logged-in user's records (SPEC 3). The user info answer is partial by nature (visitors, sub
// accounts, regional sites omit fields), so every field is optional and `{}` is a valid value.
import { z } from 'zod';
import { decimalString, flag, idString, numeric } from './primitives.ts';

export const userInfoData = z.object({
  uid: idString.optional(),
  tier: numeric.optional(),
  tier_level: numeric.optional(),
  nickname: z.string().optional(),
  user_avatar: z.string().optional(),
  user_nick: z.string().optional(),
  tier_next_progress: numeric.optional(),
  tier_next_usdt: decimalString.optional(),
  tier_next_fiat: decimalString.optional(),
  curr_fiat: z.string().optional(),
  currencyUnit: z.string().optional(),
  tier_next_gt_min: decimalString.optional(),
  tier_next_gt_only: decimalString.optional(),
  tier_next_asset_only_usd: decimalString.optional(),
  tier_all_trade_usdt: decimalString.optional(),
  tier_all_trade_jpy: decimalString.optional(),
  allTrade: decimalString.optional(),
  total_usd: decimalString.optional(),
  totalAssets: decimalString.optional(),
  rate_usdt_site_fiat: decimalString.optional(),
  kyc_status: numeric.optional(),
  safe_level: numeric.optional(),
  isLogin: flag.optional(),
  isVip: flag.optional(),
  isTrial: flag.optional(),
  is_sub_account: flag.optional(),
  white_list_show: flag.optional(),
  menu: z.array(z.string()).optional(),
});
export type UserInfo = z.output<typeof userInfoData>;
/** As the backend sends it (flags may be 0/1, numbers may be strings). */
export type UserInfoWire = z.input<typeof userInfoData>;

export const ACCOUNT_MODES = ['classic', 'single_currency', 'multi_currency', 'portfolio'] as const;
export type AccountModeName = (typeof ACCOUNT_MODES)[number];

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
  userTier: numeric.optional(),
  userSpotBalance: decimalString.optional(),
  crossMarginUid: numeric.optional(),
});
export type CrossMarginInfo = z.output<typeof crossMarginInfoData>;
export type CrossMarginInfoWire = z.input<typeof crossMarginInfoData>;

export const accountTierData = z.object({
  is_sub: z.union([z.literal(0), z.literal(1)]),
  tier: numeric,
});
export type AccountTier = z.output<typeof accountTierData>;
