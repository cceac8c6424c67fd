export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { themeClass } from './theme.css';
export { breakpoints, media, tokens } from './tokens';
