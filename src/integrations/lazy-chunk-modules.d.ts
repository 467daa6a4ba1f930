/** The built URL of a module loaded on demand (src/integrations/lazy-chunk.ts). */
declare module 'lazy-chunk:*' {
  const url: string;
  export default url;
}
