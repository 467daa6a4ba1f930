// Logout (SPEC 4): sign out here or everywhere, then leave nothing of the user behind in stores,
// session storage or the page's marks before going to the login page.
import { clearAccountDetails } from '../../stores/account.ts';
import { $compliance } from '../../stores/compliance.ts';
import { signOut } from '../../stores/session.ts';
import { emptyCompliance } from '../../lib/api/schemas/site.ts';
import { COMPLIANCE_STORAGE_KEY, HIDDEN_FEATURES_ATTRIBUTE } from '../../contracts/chrome-contract.ts';
import { markSignedIn } from '../../contracts/head-contract.ts';

export async function signOutAndLeave(allDevices: boolean, loginHref: string): Promise<void> {
  // signOut clears the pver and sign cookies and the user even when the call fails.
  await signOut({ allDevices });
  clearAccountDetails();
  $compliance.set({ status: 'idle', ...emptyCompliance() });
  try {
    sessionStorage.removeItem(COMPLIANCE_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept there.
  }
  markSignedIn(false);
  document.documentElement.removeAttribute(HIDDEN_FEATURES_ATTRIBUTE);
  location.assign(loginHref);
}
