// Bruno's own `.bru` parsers (@usebruno/lang, CommonJS without types). Each module is imported by
// its path: the package's index also loads dotenv, which needs Node's file system.
declare module '@usebruno/lang/v2/src/bruToJson.js' {
  /** A request file → its blocks as data; throws with the line and column of a syntax error. */
  function bruToJson(text: string): Record<string, unknown>;
  export default bruToJson;
}
declare module '@usebruno/lang/v2/src/collectionBruToJson.js' {
  /** `collection.bru` or a `folder.bru` → its blocks as data. */
  function collectionBruToJson(text: string): Record<string, unknown>;
  export default collectionBruToJson;
}
declare module '@usebruno/lang/v2/src/envToJson.js' {
  /** `environments/<name>.bru` → `{ variables: [{ name, value, enabled, secret }] }`. */
  function envToJson(text: string): Record<string, unknown>;
  export default envToJson;
}
