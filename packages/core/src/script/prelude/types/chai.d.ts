// The chai the prelude bundles is chai 4, a CommonJS module whose default export is the library;
// the workspace's @types/chai describes chai 5's ES module. The prelude's checker maps 'chai' here
// (tsconfig.prelude.json) and leaves chai's own API unchecked: Postman's plugins extend it anyway.
/* eslint-disable @typescript-eslint/no-explicit-any -- chai 4's API, untyped on purpose (above) */
declare const chai: {
  Assertion: any;
  AssertionError: new (message: string) => Error;
  util: any;
  expect: any;
  use(plugin: (chai: any, util: any) => void): unknown;
};
export default chai;
