import './global.css';

export { vars } from './contract.css';
export { themeClass } from './theme.css';
export { breakpoints, media, tokens } from './tokens';
