// Build-time settings the shell reads from import.meta.env (see README: header and dynamic data).
interface ImportMetaEnv {
  /** Same-origin path click analytics are beaconed to; unset: nothing is sent. */
  readonly PUBLIC_ANALYTICS_ENDPOINT?: string;
  /** 0, off, false or no: shells that never call the API. */
  readonly PUBLIC_DYNAMIC_DATA?: string;
  /** The build settings of src/lib/build-settings.ts (production values when unset). */
  readonly PUBLIC_ACCOUNT_SWITCHER_URL?: string;
  readonly PUBLIC_ERROR_REPORTER_URL?: string;
  readonly PUBLIC_IMAGE_HOSTS?: string;
  readonly PUBLIC_LOCAL_HOSTS?: string;
  readonly PUBLIC_CDN_CHECK_URL?: string;
}

// A component imported by a .ts module (the fragment endpoint renders ChromeFragment.astro with
// Astro's container API): `astro check` reads the component's own types; plain `tsc` sees this.
declare module '*.astro' {
  const Component: Parameters<import('astro/container').experimental_AstroContainer['renderToString']>[0];
  export default Component;
}
