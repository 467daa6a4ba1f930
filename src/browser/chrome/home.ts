// The chrome's script on a home page that shows notices: the chrome's own and the notices' in one
// module (one file, one gzip stream, the code they share once).
import './index.ts';
import '../notices/site-notices.ts';
