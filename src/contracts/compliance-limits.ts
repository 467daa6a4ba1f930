// The compliance check's limit flags (SPEC 3 "limit{is_us_toast, is_main, is_uk_ip, is_jp_toast}"):
// read by the check's parser, named by the site configs' region banners and by the sandbox's scenarios.

export const LIMIT_FLAGS = ['is_us_toast', 'is_main', 'is_uk_ip', 'is_jp_toast'] as const;
export type LimitFlag = (typeof LIMIT_FLAGS)[number];
