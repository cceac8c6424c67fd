import setupWasm from 'argon2id/lib/setup.js';
import { staffPasswords } from './staff-passwords';

/**
 * Argon2id in the Worker (docs/decisions/071). Workers refuse to compile WebAssembly from bytes at run time,
 * so the binaries are imported as `.wasm?module`, which the build compiles ahead; instantiating one is
 * allowed. They are imported when first needed, so Node can load the routes (the API reference,
 * scripts/api-docs.ts) without them. Set up once per isolate: the setup reserves the memory every hash reuses.
 */
const instantiate = (module: WebAssembly.Module) => async (imports: WebAssembly.Imports) => ({
  module,
  instance: await WebAssembly.instantiate(module, imports),
});

let loaded: ReturnType<typeof setupWasm> | undefined;

const loadArgon2id = () =>
  (loaded ??= Promise.all([import('argon2id/dist/simd.wasm?module'), import('argon2id/dist/no-simd.wasm?module')]).then(
    ([simd, noSimd]) => setupWasm(instantiate(simd.default), instantiate(noSimd.default)),
  ));

/** Staff password hashing in the Worker, peppered with the `STAFF_PASSWORD_PEPPER` binding. */
export const workerStaffPasswords = async (pepper: string | undefined) => staffPasswords(await loadArgon2id(), pepper);
