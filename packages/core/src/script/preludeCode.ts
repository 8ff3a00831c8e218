// The bundled prelude (scripts/build-prelude.mjs): a strict function body returning `install`.
export { default as preludeCode } from './prelude/generated/prelude.generated.js';
