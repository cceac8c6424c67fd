import { Card } from '../Card';
import { Grid, type GridProps } from '../Grid';
import { Text } from '../Text';

export interface CardGridProps {
  /** One card each, a title and a sentence; the titles are also the keys, so they are distinct. */
  cards: readonly { title: string; text: string }[];
  columns: GridProps['columns'];
  gap?: GridProps['gap'];
  /** The text is muted on the light bands; on a dark band ('default') it keeps the band's colour. */
  textTone?: 'muted' | 'default';
  /** The id of the heading that names the cards as a list; without it they are plain cards in a grid. */
  listLabelledBy?: string;
}

/** Titled cards of one sentence each (benefits, services, capabilities), laid out in columns. */
export function CardGrid({ cards, columns, gap, textTone = 'muted', listLabelledBy }: CardGridProps) {
  const list = listLabelledBy !== undefined;
  return (
    <Grid
      columns={columns}
      gap={gap}
      as={list ? 'ul' : undefined}
      role={list ? 'list' : undefined}
      aria-labelledby={listLabelledBy}
    >
      {cards.map((card) => (
        <Card key={card.title} as={list ? 'li' : undefined} title={card.title}>
          <Text tone={textTone === 'muted' ? 'muted' : undefined}>{card.text}</Text>
        </Card>
      ))}
    </Grid>
  );
}
