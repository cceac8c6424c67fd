/** A `.wasm?module` import: the binary compiled by the build, as workerd requires (docs/decisions/071). */
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
