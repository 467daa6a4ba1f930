// The chrome's only script before interaction: one module for the whole header, drawer, footer
// analytics and run-time hiding. Budget: with everything else a page loads, <= 4 KB gzip.
import './compliance.ts';
import './compliance-fetch.ts';
import './disclosure-nav.ts';
import './nav-scroller.ts';
import './drawer.ts';
import './signup-query.ts';
import './analytics.ts';
import './search-shortcut.ts';
