import type { Locator } from '@playwright/test';
import { tokens } from '../../ui/src/theme/tokens.ts';

/** A `#rrggbb` token as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

export interface Look {
  /** The font family and text colour the element's text inherits. */
  fontFamily: string;
  color: string;
  /** Whether the first family of that font has a loaded face: the font is drawn, not a fallback. */
  fontLoaded: boolean;
  /** Every box sizing in the element and inside it. */
  boxSizing: string[];
}

/**
 * What the site's theme gives a page (ui/src/theme/global.css.ts): the body font and text colour of the
 * tokens, drawn in the site's own font, and border-box sizing for every element. The site's end-to-end
 * tests and the built Storybook's are held to this one description.
 */
export const siteLook: Look = {
  fontFamily: tokens.font.body,
  color: rgb(tokens.color.ink),
  fontLoaded: true,
  boxSizing: ['border-box'],
};

/** How `root` looks once its fonts have loaded. */
export const readLook = (root: Locator): Promise<Look> =>
  root.evaluate(async (element) => {
    await document.fonts.ready;
    const style = getComputedStyle(element);
    const family = style.fontFamily.split(',')[0]!.trim().replace(/^"|"$/g, '');
    return {
      fontFamily: style.fontFamily,
      color: style.color,
      fontLoaded: [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
      boxSizing: [
        ...new Set([element, ...element.querySelectorAll('*')].map((child) => getComputedStyle(child).boxSizing)),
      ],
    };
  });
