// The avatar, nickname and UID block linking to /myaccount/profile (SPEC 2), with the KYC chip,
// the VIP badge (or a labelled "View profile ›" link) and the Copy UID button (SPEC 4).
import { useEffect, useRef, useState } from 'react';
import type { AccountTexts } from './account-props.ts';
import type { AccountIdentity, KycState } from './account-rules.ts';
import { Avatar } from './Avatar.tsx';
import { copyText } from './copy-text.ts';
import { fill } from '../shared/strings.ts';
import { Icon } from './icons.tsx';

const KYC_TEXT: Record<KycState, 'kyc0' | 'kyc1' | 'kyc2' | 'kyc99'> = { warning: 'kyc0', success: 'kyc1', progress: 'kyc2', error: 'kyc99' };
/** How long the copy result stays on screen. */
const TOAST_MS = 2000;

/** The verification state in words (issue 40), linking to /myaccount/kyc_home where the site has it. */
function KycChip({ state, text, href }: { state: KycState; text: AccountTexts; href: string | null }) {
  const body = (
    <>
      <Icon name={state} size={14} />
      {text[KYC_TEXT[state]]}
    </>
  );
  const className = `account-kyc account-kyc-${state}`;
  return href ? (
    <a className={className} href={href} data-kyc={state} data-track="header.account.kyc">{body}</a>
  ) : (
    <span className={className} data-kyc={state}>{body}</span>
  );
}

function CopyUid({ uid, text }: { uid: string; text: AccountTexts }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await copyText(uid);
    setResult(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setResult(null), TOAST_MS);
  };
  return (
    <>
      <button type="button" className="account-copy" aria-label={text.copyUid} title={text.copyUid} onClick={copy} data-track="header.account.copy-uid">
        <Icon name="copy" size={14} />
      </button>
      <span className="account-toast" role="status">
        {result === 'copied' ? text.copied : result === 'failed' ? text.copyFailed : ''}
      </span>
    </>
  );
}

interface Props {
  identity: AccountIdentity;
  text: AccountTexts;
  profileHref: string;
  /** The account details page may be hidden (testnet: personal info). */
  linkProfile: boolean;
  /** The profile menu's identity verification page, or null where it has none. */
  kycHref: string | null;
}

export function Identity({ identity, text, profileHref, linkProfile, kycHref }: Props) {
  const name = identity.nickname || fill(text.uid, { uid: identity.uid });
  const body = (
    <>
      <Avatar url={identity.avatarUrl} initials={identity.initials} size="large" />
      <span className="account-names">
        <span className="account-nickname" dir="auto">{name}</span>
        <span className="account-uid">{fill(text.uid, { uid: identity.uid })}</span>
      </span>
    </>
  );
  return (
    <div className="account-identity">
      {/* "View profile ›" ends the name's row, not a row of its own: the card stays as short as a VIP's. */}
      <div className="account-identity-row">
        {linkProfile ? <a className="account-identity-link" href={profileHref} data-track="header.account.profile">{body}</a> : <div className="account-identity-link">{body}</div>}
        {!identity.vip && linkProfile && (
          <a className="account-arrow" href={profileHref}>
            {text.viewProfile}
            <Icon name="arrow" size={14} className="account-flip" />
          </a>
        )}
      </div>
      <div className="account-identity-extras">
        <CopyUid uid={identity.uid} text={text} />
        {identity.kyc && <KycChip state={identity.kyc} text={text} href={kycHref} />}
        {identity.vip && (
          <span className="account-vip" data-vip={identity.vip.tier}>
            {fill(text.vipTier, { tier: identity.vip.tier })}
            {identity.vip.trial && <span className="account-trial">{text.trialCard}</span>}
          </span>
        )}
      </div>
    </div>
  );
}
