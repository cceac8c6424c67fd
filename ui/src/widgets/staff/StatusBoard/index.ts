export { StatusBoard, type StatusBoardProps } from './StatusBoard';
