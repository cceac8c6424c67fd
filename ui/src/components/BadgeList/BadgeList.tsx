import { Badge } from '../Badge';
import { Inline } from '../Inline';

export interface BadgeListProps {
  /** Short names (platforms, capabilities); they are also the keys, so they are distinct. */
  items: readonly string[];
  /** The list's accessible name: what the names are. */
  label: string;
}

/** A named list of outlined badges that wraps on a phone: a set of names, not a sentence. */
export function BadgeList({ items, label }: BadgeListProps) {
  return (
    <Inline gap="2" as="ul" role="list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline">{item}</Badge>
        </li>
      ))}
    </Inline>
  );
}
