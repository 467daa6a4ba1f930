// The safety warning, the tier progress bar and the tier-upgrade plans of the profile panel (SPEC 4):
// plans 1 and 3 name a USDT or asset amount, plan 2 a GT quantity.
import type { AccountTexts } from './account-props.ts';
import type { AccountIdentity, UpgradePlan } from './account-rules.ts';
import { formatAmount } from './format.ts';
import { fill } from '../shared/strings.ts';
import { Icon } from './icons.tsx';

const PLAN_TEXT: Record<UpgradePlan['kind'], 'upgradeTrade' | 'upgradeGt' | 'upgradeAssets'> = { trade: 'upgradeTrade', gt: 'upgradeGt', assets: 'upgradeAssets' };

export function TierCard({ identity, text, lang, securityHref }: { identity: AccountIdentity; text: AccountTexts; lang: string; securityHref: string | null }) {
  const progressLabel = identity.progress === null ? '' : fill(text.tierProgress, { percent: Math.round(identity.progress), tier: identity.nextTier });
  return (
    <div className="account-tier">
      {identity.weakSecurity && (
        <p className="account-weak" data-warning="safety">
          <Icon name="shield" size={14} />
          {securityHref ? <a href={securityHref}>{text.weakSecurity}</a> : text.weakSecurity}
        </p>
      )}
      {identity.progress !== null && (
        <div className="account-progress">
          <span className="account-progress-label">{progressLabel}</span>
          <progress className="account-progress-bar" max={100} value={identity.progress} aria-label={progressLabel} />
        </div>
      )}
      {identity.vipPrivileges && (
        <a className="account-vip-privileges" href={identity.vipPrivileges} data-feature="vip_service" data-track="header.profile.vip-privileges">
          {text.vipPrivileges}
        </a>
      )}
      {identity.upgrade.length > 0 && (
        <div className="account-upgrade" data-upgrade-card>
          <p className="account-upgrade-title">{fill(text.upgradeTitle, { tier: identity.nextTier })}</p>
          <ul>
            {identity.upgrade.map((plan) => (
              <li key={plan.kind} data-plan={plan.kind}>{fill(text[PLAN_TEXT[plan.kind]], { amount: formatAmount(plan.amount, lang) })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
