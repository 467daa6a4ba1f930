/** The built URLs of the islands' modules and of the hydrate module (src/integrations/island-modules.ts). */
declare module 'island-modules' {
  export const ISLAND_URLS: Readonly<Record<string, string>>;
  export const HYDRATE_URL: string;
}
