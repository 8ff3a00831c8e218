// What the browser ports of Node's modules in the sandbox (util, path, assert) read of `process`:
// injected into those libraries alone by build-prelude.mjs, so scripts still see no `process`
// global, as in Postman.
export { default as process } from 'process/browser.js';
