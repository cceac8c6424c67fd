export { breezeScrollWindow, breezeToggleMs, PacificBreeze } from './PacificBreeze';
