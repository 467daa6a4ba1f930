// Footers of the regional sites (SPEC 2 "Footer links, other sites"). Each regional entity publishes
// a short footer: its own company pages, its trading entry points and its legal documents. A site's
// own spot market is never hidden by `spot_trade` (docs/header.md), so its spot link has no key.
import type { FooterColumn, Href } from '../schema.ts';
import { FOOTER_PAIR, link } from './link.ts';

export const turkeyFooterColumns: FooterColumn[] = [
  {
    id: 'company', title: 'footer.column.company', hiddenOnCopper: false,
    links: [
      link('about-us', 'aboutUs', '/about-us'),
      link('calendar', 'calendar', '/calendar'),
      link('media-kit', 'mediaKit', '/media-kit'),
      link('security', 'security', '/security'),
    ],
  },
  {
    id: 'products', title: 'footer.column.products', hiddenOnCopper: true,
    links: [
      // SPEC 2 names them for Turkey: its own funds links (ownFundsLinks), which `deposit` never hides.
      link('deposit-fiat', 'depositFiat', '/myaccount/deposit_fiat'),
      link('withdraw-fiat', 'withdrawFiat', '/myaccount/withdraw_fiat'),
    ],
  },
  {
    id: 'support', title: 'footer.column.support', hiddenOnCopper: true,
    links: [
      link('help-center', 'helpCenter', '/help', { feature: 'help_center' }),
      link('official-verify', 'officialVerify', '/officialverify'),
      link('announcements', 'announcements', '/announcements', { feature: 'latest_news' }),
      link('fees', 'fees', '/fee'),
      link('feedback', 'feedback', '/suggestions-feedback'),
    ],
  },
  {
    id: 'learn', title: 'footer.column.learn', hiddenOnCopper: false,
    links: [
      link('learn', 'learn', '/learn', { feature: 'learn' }),
      link('converter-btc-try', 'converterPair', '/converter/btc/try', { values: { from: 'BTC', to: 'TRY' } }),
      link('converter-usdt-try', 'converterPair', '/converter/usdt/try', { values: { from: 'USDT', to: 'TRY' } }),
      link('converter-eth-try', 'converterPair', '/converter/eth/try', { values: { from: 'ETH', to: 'TRY' } }),
    ],
  },
];

/**
 * Malta and its EU variant: the same legal entity, the same footer, each linking its own default
 * pair (Malta BTC_USDT, the EU variant BTC_USDC as SPEC 2 lists).
 */
export const euFooterColumns: FooterColumn[] = [
  {
    id: 'company', title: 'footer.column.company', hiddenOnCopper: false,
    links: [
      link('contacts', 'contacts', '/page/contacts'),
      link('official-verify', 'officialVerify', '/officialverify'),
      link('referral', 'affiliate', '/referral', { feature: 'affiliate' }),
    ],
  },
  {
    id: 'products', title: 'footer.column.products', hiddenOnCopper: true,
    links: [
      link('spot-trading', 'spotTrading', `/trade/${FOOTER_PAIR}`),
      link('otc', 'otc', '/otc', { feature: 'nexa_otc' }),
    ],
  },
  {
    id: 'support', title: 'footer.column.support', hiddenOnCopper: true,
    links: [
      link('fees', 'fees', '/fee'),
      { id: 'help-center', label: 'footer.link.helpCenter', href: { url: 'https://support.nexa.eu/hc/en-us' }, feature: 'help_center' },
    ],
  },
];

export const hongKongFooterColumns: FooterColumn[] = [
  {
    id: 'products', title: 'footer.column.products', hiddenOnCopper: true,
    links: [link('spot-trading', 'spotTrading', `/trade/${FOOTER_PAIR}`)],
  },
  {
    id: 'support', title: 'footer.column.support', hiddenOnCopper: true,
    links: [
      link('fees', 'fees', '/fee'),
      link('help-center', 'helpCenter', '/help', { feature: 'help_center' }),
      link('announcements', 'announcements', '/articlelist/ann', { feature: 'latest_news' }),
    ],
  },
];

/**
 * Singapore, the UK, the Bahamas and Japan publish the same compact footer: contacts, the legal
 * documents (kept as sg_*.pdf files for every one of them), one trading pair, fees, help, announcements.
 * The help link goes where the site's header sends it (the UK's external help centre).
 */
export function compactRegulatedFooterColumns(helpCentre: Href = { route: '/help' }): FooterColumn[] {
  return [
    {
      id: 'company', title: 'footer.column.company', hiddenOnCopper: false,
      links: [link('contacts', 'contacts', '/page/contacts')],
    },
    {
      id: 'legal', title: 'footer.column.legal', hiddenOnCopper: false,
      links: [
        link('terms-of-use', 'termsOfUse', '/docs/sg_terms_of_use.pdf'),
        link('privacy-policy', 'privacyPolicy', '/docs/sg_privacy_policy.pdf'),
        link('risk-disclosure', 'riskDisclosure', '/docs/sg_risk_disclosure.pdf'),
      ],
    },
    {
      id: 'products', title: 'footer.column.products', hiddenOnCopper: true,
      links: [link('spot-trading', 'spotTrading', `/trade/${FOOTER_PAIR}`)],
    },
    {
      id: 'support', title: 'footer.column.support', hiddenOnCopper: true,
      links: [
        link('fees', 'fees', '/fee'),
        { id: 'help-center', label: 'footer.link.helpCenter', href: helpCentre, feature: 'help_center' },
        link('announcements', 'announcements', '/announcements', { feature: 'latest_news' }),
      ],
    },
  ];
}

export const usFooterColumns: FooterColumn[] = [
  {
    id: 'company', title: 'footer.column.company', hiddenOnCopper: false,
    links: [
      link('about-us', 'aboutUs', '/about-us'),
      link('brand-partnerships', 'brandPartnerships', '/brand-partnerships', { feature: 'partner' }),
    ],
  },
  {
    id: 'products', title: 'footer.column.products', hiddenOnCopper: true,
    links: [link('spot-trading', 'spotTrading', `/trade/${FOOTER_PAIR}`)],
  },
  {
    id: 'support', title: 'footer.column.support', hiddenOnCopper: true,
    links: [
      link('fees', 'fees', '/fee'),
      { id: 'help-center', label: 'footer.link.helpCenter', href: { url: 'https://support.nexa.us/hc/en-us' }, feature: 'help_center' },
      { id: 'email-us', label: 'footer.link.emailUs', href: { url: 'mailto:support@nexa.us' } },
    ],
  },
];

export const uaeFooterColumns: FooterColumn[] = [
  {
    id: 'legal', title: 'footer.column.legal', hiddenOnCopper: false,
    links: [
      link('terms-of-use', 'termsOfUse', '/docs/ae_terms_of_use.pdf'),
      link('privacy-policy', 'privacyPolicy', '/docs/ae_privacy_policy.pdf'),
      link('risk-disclosure', 'riskDisclosure', '/docs/ae_risk_disclosure.pdf'),
      link('complaints-policy', 'complaintsPolicy', '/docs/ae_complaints_policy.pdf'),
    ],
  },
  {
    id: 'support', title: 'footer.column.support', hiddenOnCopper: true,
    links: [
      { id: 'fee-schedule', label: 'footer.link.fees', href: { url: 'https://assets.nexa.ae/legal/fee-schedule.pdf' } },
    ],
  },
];
