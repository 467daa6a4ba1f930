// client:loggedin — hydrate on load, but only for a signed-in person: the inline head script marks
// <html data-session="user"> from the login hint cookies before first paint. Visitors never
// download the island's code.
import type { ClientDirective } from 'astro';
import { isSignedInPage } from '../contracts/head-contract.ts';

const loggedIn: ClientDirective = async (load) => {
  if (!isSignedInPage()) return;
  try {
    const hydrate = await load();
    await hydrate();
  } catch {
    // Not arrived (offline, or a navigation cut it off): the page keeps what it rendered, with no unhandled rejection.
  }
};

export default loggedIn;
