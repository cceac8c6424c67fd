export { browserClock, NailGame, type GameClock, type NailGameProps } from './NailGame';
