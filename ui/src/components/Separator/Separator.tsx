import { Separator as AriaSeparator } from 'react-aria-components';
import { separator } from './Separator.css';

export function Separator({ orientation = 'horizontal' }: { orientation?: 'horizontal' | 'vertical' }) {
  return <AriaSeparator orientation={orientation} className={separator} />;
}
