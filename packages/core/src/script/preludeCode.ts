// The bundled prelude (scripts/build-prelude.mjs): a strict function body returning `install`,
// and Sugar.js, which every context loads before scripts (build-prelude.mjs says why).
export { default as preludeCode } from './prelude/generated/prelude.generated.js';
export { default as sugarCode } from './prelude/generated/sugar.generated.js';
