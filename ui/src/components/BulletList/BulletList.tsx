import type { Sprinkles } from '../../theme/sprinkles.css';
import { Stack } from '../Stack';
import { Text, type TextProps } from '../Text';

export interface BulletListProps {
  /** One sentence or phrase each; they are also the keys, so they are distinct. */
  items: readonly string[];
  /** Space between items: '2' for sentences, '1' for short feature lists. */
  gap?: Sprinkles['gap'];
  size?: TextProps['size'];
}

/** A plain list of short texts (advantages, work performed, features), one line of text per item. */
export function BulletList({ items, gap = '2', size }: BulletListProps) {
  return (
    <Stack gap={gap} as="ul">
      {items.map((item) => (
        <li key={item}>
          <Text size={size}>{item}</Text>
        </li>
      ))}
    </Stack>
  );
}
