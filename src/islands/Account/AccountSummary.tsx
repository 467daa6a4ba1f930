// The top of the profile panel and of the drawer's profile card: who is signed in (identity, tier
// card), or, when user info could not be loaded, "Couldn't load your account" with Retry (the
// shared failure view) while the rest of the signed-in header stays.
import type { AccountIslandProps } from './account-props.ts';
import type { AccountView } from './account-rules.ts';
import { Identity } from './Identity.tsx';
import { TierCard } from './TierCard.tsx';
import { LoadFailure } from '../shared/LoadFailure.tsx';
import { loadUser } from '../../stores/session.ts';

/** The href of a profile menu entry the user keeps (security settings, identity verification), or null. */
export function profileEntryHref(view: AccountView, id: 'security' | 'kyc'): string | null {
  return view.profile?.items.find((item) => item.id === id)?.href ?? null;
}

export function AccountSummary({ props, view }: { props: AccountIslandProps; view: AccountView }) {
  const { text } = props;
  if (!view.identity) {
    const strings = { loadFailed: text.loadFailed, loadStale: text.loadFailed, retry: text.retry };
    return <LoadFailure strings={strings} rows="fallback" onRetry={() => void loadUser()} />;
  }
  return (
    <>
      <Identity identity={view.identity} text={text} profileHref={props.links.profile} linkProfile={view.personalInfo} kycHref={profileEntryHref(view, 'kyc')} />
      <TierCard identity={view.identity} text={text} lang={props.lang} securityHref={profileEntryHref(view, 'security')} />
    </>
  );
}
