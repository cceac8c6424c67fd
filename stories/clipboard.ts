import { spyOn } from 'storybook/test';

/**
 * The system clipboard is one for the whole browser and story files run side by side, so reading it back can
 * return another story's copy. A story watches what its own page writes instead; the text still reaches the
 * clipboard.
 */
export const watchClipboard = () => spyOn(navigator.clipboard, 'writeText');
