/**
 * Lets one story see the page as a visitor who allows motion. Under the story test runner it switches the
 * browser's reduced-motion emulation and returns the switch back; in the Storybook UI the visitor's own
 * setting applies and nothing changes.
 */
export async function allowMotion(): Promise<() => Promise<void>> {
  if (!('__vitest_browser__' in globalThis)) return async () => {};
  const { commands } = await import('vitest/browser');
  await commands.emulateReducedMotion('no-preference');
  return () => commands.emulateReducedMotion('reduce');
}
