import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';
// The global rules (font, box sizing, text colour) come with the class that applies the theme. Imported from
// the barrel instead, a build that took only `themeClass` from it dropped them: the package declares its
// modules free of side effects except its stylesheets (ui/package.json, docs/decisions/063).
import './global.css';

/** The site theme: applied once on <html> by the app and by Storybook's preview. */
export const themeClass = createTheme(vars, tokens);
