/**
 * Argon2id for staff tooling in Node (docs/decisions/071): the same binaries the Worker imports, read from the
 * package, so a password made here verifies in the Worker.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import setupWasm from 'argon2id/lib/setup.js';

const require = createRequire(import.meta.url);
const instantiate = (file: string) => async (imports: WebAssembly.Imports) => {
  const module = await WebAssembly.compile(await readFile(require.resolve(`argon2id/dist/${file}`)));
  return { module, instance: await WebAssembly.instantiate(module, imports) };
};

let loaded: ReturnType<typeof setupWasm> | undefined;

export const loadArgon2id = () => (loaded ??= setupWasm(instantiate('simd.wasm'), instantiate('no-simd.wasm')));
