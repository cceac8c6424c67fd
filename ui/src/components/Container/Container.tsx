import { Box, type BoxProps } from '../Box';
import { container } from './Container.css';

export interface ContainerProps extends BoxProps {
  width?: 'narrow' | 'content' | 'wide';
}

/** Centres content at a readable width with the page's side margins. */
export function Container({ width, className, ...props }: ContainerProps) {
  return <Box className={[container({ width }), className].filter(Boolean).join(' ')} {...props} />;
}
