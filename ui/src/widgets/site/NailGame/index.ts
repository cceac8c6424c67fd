export { NailGame, type NailGameProps } from './NailGame';
