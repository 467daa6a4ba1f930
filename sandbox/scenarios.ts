// Content scenarios: tests and people replace the announcement, the notice lists and the
// compliance limit flags with any text, to feed the chrome hostile or unusual data. A scenario is
// named; a request uses it when it carries the `sandbox_scenario` cookie, so parallel tests never
// see each other's content. The scenario named '' applies to every request without that cookie.
import { z } from 'zod';
import { parseCookies } from '../src/lib/cookies.ts';
import { NOTICE_TAB_GROUPS, NOTIFICATION_TYPES } from '../src/lib/api/schemas/site.ts';
import { LIMIT_FLAGS } from '../src/contracts/compliance-limits.ts';
import { FIXTURE_EPOCH_S } from './rng.ts';

export const SCENARIO_COOKIE = 'sandbox_scenario';

const text = z.string().max(20_000);
const noticeOverride = z.object({
  title: text.optional(),
  content: text.optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  send_timest: z.number().optional(),
  template_args: z.record(z.string(), z.union([text, z.number()])).optional(),
  extras: z.record(z.string(), z.union([text, z.number(), z.boolean()])).optional(),
});

export const scenarioRequest = z.object({
  /** Name of the scenario ('' or absent: everyone without a scenario cookie). */
  scenario: z.string().regex(/^[A-Za-z0-9_-]{0,64}$/).default(''),
  /** Replaces the announcement of one page key. */
  announcement: z.object({
    page: z.string().regex(/^[a-z_]{1,32}$/),
    content: text,
    link: text.optional(),
    content_id: z.string().max(64).optional(),
  }).optional(),
  /** Replaces a tab group's notice list (an empty list gives the empty state). */
  notices: z.object({ group: z.enum(NOTICE_TAB_GROUPS), records: z.array(noticeOverride).max(500) }).optional(),
  /** Overrides the compliance check's limit flags (region-switch banners). */
  limit: z.partialRecord(z.enum(LIMIT_FLAGS), z.boolean()).optional(),
  /** Replaces the compliance check's menu list: the feature keys hidden for this visitor or user. */
  menu: z.array(z.string().max(64)).max(256).optional(),
  /** Overrides fields of the common-data answer (the flags behind the status notices, currency_count). */
  common: z.object({
    limitCountryUserStatus: z.number().int().min(0).max(99).optional(),
    isBlockedCountry: z.boolean().optional(),
    isWithdrawOnlyUser: z.boolean().optional(),
    kyc_toast: z.boolean().optional(),
    isShowComplianceTips: z.boolean().optional(),
    isBrazilToast: z.boolean().optional(),
    isNlLimit: z.boolean().optional(),
    isHKUser: z.boolean().optional(),
    isLTWToast: z.boolean().optional(),
    isUzbekistanToast: z.boolean().optional(),
    currency_count: z.number().int().min(0).optional(),
  }).optional(),
  /** 'missing': the CDN framework-file check answers 404. */
  cdn: z.enum(['ok', 'missing']).optional(),
  /** Moves the market prices: `step` N answers the prices after N moves (0: as built), data/price-drift.ts. */
  prices: z.object({ step: z.number().int().min(-1000).max(1000) }).optional(),
});
export type ScenarioRequest = z.input<typeof scenarioRequest>;

export interface Scenario {
  announcements: Record<string, { content_id: string; content: string; link: string }>;
  notices: Partial<Record<(typeof NOTICE_TAB_GROUPS)[number], unknown[]>>;
  limit?: Record<string, boolean>;
  menu?: string[];
  common?: Record<string, boolean | number>;
  cdn?: 'ok' | 'missing';
  prices?: { step: number };
}

export type Scenarios = Map<string, Scenario>;

let nextId = 1;

/** Applies one control request to its scenario (each call adds to what the scenario holds). */
export function applyScenario(scenarios: Scenarios, request: z.output<typeof scenarioRequest>): Scenario {
  const scenario = scenarios.get(request.scenario) ?? { announcements: {}, notices: {} };
  if (request.announcement) {
    const { page, content, link, content_id } = request.announcement;
    scenario.announcements[page] = { content_id: content_id ?? `sandbox-${nextId++}`, content, link: link ?? '' };
  }
  if (request.notices) {
    scenario.notices[request.notices.group] = request.notices.records.map((record, index) => ({
      msg_id: 800_000 + nextId++,
      send_timest: FIXTURE_EPOCH_S - index * 3_600,
      type: 'general',
      title: '',
      content: '',
      ...record,
    }));
  }
  if (request.limit) scenario.limit = { ...scenario.limit, ...request.limit };
  if (request.menu) scenario.menu = request.menu;
  if (request.common) scenario.common = { ...scenario.common, ...request.common };
  if (request.cdn) scenario.cdn = request.cdn;
  if (request.prices) scenario.prices = request.prices;
  // Written last is kept longest (content-control.ts forgets the oldest past its cap).
  scenarios.delete(request.scenario);
  scenarios.set(request.scenario, scenario);
  return scenario;
}

/** The scenario a request runs under: its cookie's, else the global one ('' key), if any. */
export function scenarioOf(scenarios: Scenarios, request: Request): Scenario | undefined {
  const name = parseCookies(request.headers.get('cookie')).get(SCENARIO_COOKIE);
  return (name ? scenarios.get(name) : undefined) ?? scenarios.get('');
}
