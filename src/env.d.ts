// Build-time settings the shell reads from import.meta.env (see README: header and dynamic data).
interface ImportMetaEnv {
  /** Same-origin path click analytics are beaconed to; unset: nothing is sent. */
  readonly PUBLIC_ANALYTICS_ENDPOINT?: string;
  /** 0, off, false or no: shells that never call the API. */
  readonly PUBLIC_DYNAMIC_DATA?: string;
}
