export { Separator } from './Separator';
