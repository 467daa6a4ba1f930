// Risk messages are told by their template id's words, whatever their (translated) title says.
import { describe, expect, it } from 'vitest';
import { riskKind } from './risk.ts';

describe('riskKind', () => {
  it.each([
    ['margin_call', 'margin-call'],
    ['cross_margin_call', 'margin-call'],
    ['futures_liquidation', 'liquidation'],
    ['margin_position_liquidated', 'liquidation'],
    ['futures_adl', 'adl'],
    ['FUTURES_ADL_NOTICE', 'adl'],
  ] as const)('%s is a %s', (template_id, kind) => {
    expect(riskKind({ template_id })).toBe(kind);
  });

  it.each(['futures_1', 'spot_order_filled', 'margin_loan_repaid', 'badly_named', 'callout', undefined])('%s is not a risk message', (template_id) => {
    expect(riskKind({ template_id })).toBeNull();
  });
});
