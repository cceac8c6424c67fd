import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

/** The site theme: applied once on <html> by the app and by Storybook's preview. */
export const themeClass = createTheme(vars, tokens);
