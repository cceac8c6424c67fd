import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@site/ui/theme';

/** Room for the fixed header above every page. */
export const main = style({ paddingTop: vars.size.headerHeight, minHeight: '70vh', outline: 'none' });

export const staffMain = style({ minHeight: '100vh', outline: 'none' });

// The floating widgets' band covers the foot of the screen on every public page (docs/decisions/064). The page
// reserves it from its first paint, in this stylesheet rather than by script, so nothing shifts: the end of the
// page scrolls clear of it, and what the keyboard focuses stops above it.
globalStyle(`body:has(${main})`, { paddingBottom: vars.size.dockHeight });
globalStyle(`html:has(${main})`, { scrollPaddingBottom: vars.size.dockHeight });
