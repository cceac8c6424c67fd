import { afterEach, beforeEach, expect, inject } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest' {
  interface ProvidedContext {
    storyStyleOverride: string;
  }
}

/**
 * A text area's resize grip is drawn by the browser, not by our styles, and two machines' Debian Chromium drew it
 * a pixel apart: left in, every form's screenshot depended on the machine. Screenshots leave it out.
 */
const browserDrawnParts = document.createElement('style');
browserDrawnParts.textContent = 'textarea::-webkit-resizer { display: none; }';
document.head.appendChild(browserDrawnParts);

const styleOverride = inject('storyStyleOverride');
if (styleOverride) {
  const style = document.createElement('style');
  style.textContent = styleOverride;
  document.head.appendChild(style);
}

/**
 * Every story starts at rest, whatever ran before it: reduced-motion emulation belongs to the whole browser
 * tab, so a story that allowed motion (see stories/motion.ts) must not leak it into the next file.
 */
beforeEach(async () => {
  await commands.emulateReducedMotion('reduce');
});

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The test page is an iframe as tall as the story's viewport, and anything below it is cut from a
 * screenshot (it came out blank). Growing the viewport to the document's height puts the whole story in the
 * picture. A layout sized in `vh` grows with it, so this repeats until the height holds (a few rounds at
 * most; the cap stops a layout that would grow for ever). The story's own viewport comes back with the next
 * story, which sets it again.
 */
async function fitViewportToDocument(): Promise<void> {
  for (let round = 0; round < 4; round += 1) {
    const height = document.documentElement.scrollHeight;
    if (height <= window.innerHeight) return;
    await page.viewport(window.innerWidth, height);
    await nextFrame();
    await nextFrame();
  }
}

/**
 * Every story is a screenshot test: after its play function has run, the whole page is compared with the
 * baseline beside the story file. A missing baseline fails (under CI it is never written).
 */
afterEach(async () => {
  await document.fonts.ready;
  await fitViewportToDocument();
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
});
