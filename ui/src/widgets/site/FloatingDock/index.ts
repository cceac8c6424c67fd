export { FloatingDock, type FloatingDockProps } from './FloatingDock';
