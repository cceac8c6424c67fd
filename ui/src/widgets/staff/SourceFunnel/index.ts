export { SourceFunnel, formatWait, type SourceFunnelProps } from './SourceFunnel';
