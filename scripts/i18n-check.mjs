// `npm run i18n:check`: every locale a site offers must have every key that site can show, translated
// (a text equal to English passes only for brand names and the locale's loanwords: src/i18n/same-as-english.ts).
import { checkCompleteness } from '../src/sites/translation-completeness.ts';

const reports = checkCompleteness();
let failed = false;
for (const report of reports) {
  const problems = report.missing.length + report.placeholderMismatch.length + report.unknown.length + report.untranslated.length;
  failed ||= problems > 0;
  console.log(`${report.locale.padEnd(6)} ${String(report.missing.length).padStart(3)} missing  (sites: ${report.sites.join(', ')})`);
  for (const key of report.missing) console.log(`         missing: ${key}`);
  for (const key of report.placeholderMismatch) console.log(`         placeholders differ from English: ${key}`);
  for (const key of report.unknown) console.log(`         not in English: ${key}`);
  for (const key of report.untranslated) console.log(`         still English: ${key}`);
}
console.log(failed ? 'i18n: incomplete' : `i18n: ${reports.length} locales complete, 0 missing keys`);
process.exit(failed ? 1 : 0);
