export { NdaCodeManager, type NdaCodeManagerProps } from './NdaCodeManager';
