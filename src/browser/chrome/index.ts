// The chrome's script before interaction: only what a visitor who never touches the page needs
// (run-time hiding, the compliance check, the signup query on links), and a wake-up that loads the
// rest (dropdown keyboard handling, drawer, overflow arrows, analytics) on the first interaction.
// Budget: with the head script and the announcement bar's, <= 3,700 B gzip (npm run budgets).
import './compliance.ts';
import './compliance-fetch.ts';
import './signup-query.ts';
import './wake.ts';
import './account-island.ts';
import './search-shortcut.ts';
import '../notices/cdn-check-schedule.ts';
