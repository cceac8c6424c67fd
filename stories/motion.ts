async function emulateReducedMotion(value: 'reduce' | 'no-preference'): Promise<void> {
  if (!('__vitest_browser__' in globalThis)) return;
  const { commands } = await import('vitest/browser');
  await commands.emulateReducedMotion(value);
}

/**
 * Lets one story see the page as a visitor who allows motion. Under the story test runner it switches the
 * browser's reduced-motion emulation off (the shared setup switches it back on before the next story); in
 * the Storybook UI the visitor's own setting applies and nothing changes.
 */
export async function allowMotion(): Promise<void> {
  await emulateReducedMotion('no-preference');
}

/** The visitor asks for less motion again, mid-story: what moved must stand still for its screenshot. */
export async function askForLessMotion(): Promise<void> {
  await emulateReducedMotion('reduce');
}
