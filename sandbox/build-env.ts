// The build settings of `npm start`'s local world (src/lib/build-settings.ts): pages load the scripts
// the sandbox serves, show images from the sandbox's own paths only, and trust the local hosts in
// notification and announcement links. Production builds never get these values; `npm run
// deploy:check` fails on a build holding any of SANDBOX_ONLY_PATHS or a local host.
import type { BuildEnv } from '../src/lib/build-settings.ts';
import { SANDBOX_PATHS } from '../src/contracts/api-paths.ts';
import { SANDBOX_ACCOUNT_SWITCHER_PATH } from './account-switcher.ts';

export const LOCAL_BUILD_ENV: Required<BuildEnv> = {
  PUBLIC_ACCOUNT_SWITCHER_URL: SANDBOX_ACCOUNT_SWITCHER_PATH,
  PUBLIC_ERROR_REPORTER_URL: SANDBOX_PATHS.errorReporter,
  // Avatars and coin icons come from the sandbox's own /images/ paths: 'self'.
  PUBLIC_IMAGE_HOSTS: 'self',
  PUBLIC_LOCAL_HOSTS: '1',
};

/** Paths only the sandbox answers: a production page pointing at one gets a 404 there. */
export const SANDBOX_ONLY_PATHS = ['/__sandbox/', SANDBOX_ACCOUNT_SWITCHER_PATH] as const;
