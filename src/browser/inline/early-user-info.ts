// Inline first in the account template (compiled by src/integrations/inline-scripts.ts): runs when
// the chrome wakes the template for a signed-in person, with the page's language and site type
// written on the script element. The logic is src/lib/api/early-user-info.ts.
import { startEarlyUserInfo } from '../../lib/api/early-user-info.ts';

const { lang = '', siteType } = document.currentScript!.dataset;
startEarlyUserInfo({ language: lang, siteType: Number(siteType) });
