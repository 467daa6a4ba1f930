// What the common-data flags show: each flag its notice, account notices only signed in, the
// limited-IP bar only for visitors and never beside a blocked-country notice, dismissals kept for
// the dismissible ones only, and hostile answers or storage read as nothing.
import { describe, expect, it } from 'vitest';
import { forbiddenActions, noticesToShow, parseNoticeFlags, readDismissed, withDismissed, type NoticeFlags } from './status-rules.ts';

const answer = (data: unknown, code = 0) => ({ code, message: '', data });
const flags = (data: Record<string, unknown>) => parseNoticeFlags(answer(data)) as NoticeFlags;
const none = new Set<string>();

describe('parseNoticeFlags', () => {
  it('reads every flag in the backend\'s spellings, and currency_count as a number', () => {
    expect(flags({
      is_login: '1', limitCountryUserStatus: '2', isBlockedCountry: 1, isWithdrawOnlyUser: true, kyc_toast: '1',
      isShowComplianceTips: 1, isBrazilToast: 1, isNlLimit: '1', isHKUser: true, isLTWToast: 1, isUzbekistanToast: 1, currency_count: '1873',
    })).toEqual({
      isLogin: true, ipLimited: true, blockedCountry: true, withdrawOnly: true, kycReminder: true, complianceTips: true,
      regions: ['BR', 'NL', 'HK', 'LT', 'UZ'], currencyCount: 1873,
    });
  });

  it('an empty answer (SPEC 8\'s fallback) shows nothing; status 0 is not a limit', () => {
    expect(flags({ limitCountryUserStatus: 0 })).toEqual({
      ipLimited: false, blockedCountry: false, withdrawOnly: false, kycReminder: false, complianceTips: false, regions: [], currencyCount: null,
    });
  });

  it('a failed or malformed answer is null; odd values are off', () => {
    expect(parseNoticeFlags(answer({}, 500))).toBeNull();
    expect(parseNoticeFlags(answer('unexpected'))).toBeNull();
    expect(parseNoticeFlags(answer([1]))).toBeNull();
    expect(parseNoticeFlags(null)).toBeNull();
    expect(flags({ isBlockedCountry: 'yes', kyc_toast: 2, currency_count: -3, limitCountryUserStatus: '1e9' })).toMatchObject({
      blockedCountry: false, kycReminder: false, currencyCount: null, ipLimited: false,
    });
    expect(flags({ currency_count: 1.5 }).currencyCount).toBeNull();
  });
});

describe('noticesToShow', () => {
  it('the limited-IP bar is for visitors only', () => {
    expect(noticesToShow(flags({ limitCountryUserStatus: 1 }), false, none)).toEqual(['ip-limited']);
    expect(noticesToShow(flags({ limitCountryUserStatus: 1 }), true, none)).toEqual([]);
  });

  it('a blocked country says more than the limited-IP bar, which then stays away', () => {
    expect(noticesToShow(flags({ limitCountryUserStatus: 1, isBlockedCountry: 1 }), false, none)).toEqual(['blocked-country']);
  });

  it('withdraw-only and the KYC reminder are a signed-in person\'s', () => {
    const account = flags({ isWithdrawOnlyUser: 1, kyc_toast: 1 });
    expect(noticesToShow(account, true, none)).toEqual(['withdraw-only', 'kyc']);
    expect(noticesToShow(account, false, none)).toEqual([]);
  });

  it('compliance tips and each regional flag show for everyone, in stacking order', () => {
    expect(noticesToShow(flags({ isShowComplianceTips: 1, isUzbekistanToast: 1, isBrazilToast: 1 }), false, none)).toEqual(['compliance-tips', 'region-BR', 'region-UZ']);
  });

  it('a dismissal hides a dismissible notice only', () => {
    const all = flags({ isBlockedCountry: 1, isWithdrawOnlyUser: 1, kyc_toast: 1, isShowComplianceTips: 1 });
    const dismissed = new Set(['blocked-country', 'withdraw-only', 'kyc', 'compliance-tips']);
    expect(noticesToShow(all, true, dismissed)).toEqual(['blocked-country', 'withdraw-only']);
  });
});

describe('forbiddenActions', () => {
  it('withdraw-only, a blocked country and the KYC reminder forbid deposits and trading', () => {
    expect(forbiddenActions(flags({ isWithdrawOnlyUser: 1 }), true)).toEqual(['deposit', 'trade']);
    expect(forbiddenActions(flags({ isBlockedCountry: 1 }), false)).toEqual(['deposit', 'trade']);
    expect(forbiddenActions(flags({ kyc_toast: 1 }), true)).toEqual(['deposit', 'trade']);
  });

  it('nothing else forbids anything: tips, regional notices, a visitor\'s limited IP ("may be unavailable")', () => {
    expect(forbiddenActions(flags({ isShowComplianceTips: 1, isBrazilToast: 1, limitCountryUserStatus: 1 }), false)).toEqual([]);
    // Account flags are a signed-in person's, as their notices are.
    expect(forbiddenActions(flags({ isWithdrawOnlyUser: 1, kyc_toast: 1 }), false)).toEqual([]);
  });
});

describe('dismissals in storage', () => {
  it('adds ids once and keeps known ids only', () => {
    const once = withDismissed(null, 'kyc');
    expect(readDismissed(withDismissed(once, 'kyc'))).toEqual(new Set(['kyc']));
    expect(readDismissed('["kyc","<img>",4,"region-BR"]')).toEqual(new Set(['kyc', 'region-BR']));
  });

  it('corrupted storage reads as nothing dismissed', () => {
    for (const stored of ['{', 'null', '"kyc"', '{"kyc":1}']) expect(readDismissed(stored)).toEqual(new Set());
    expect(withDismissed('{', 'kyc')).toBe('["kyc"]');
  });
});
