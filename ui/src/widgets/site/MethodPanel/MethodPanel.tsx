import { BulletList } from '../../../components/BulletList';
import { Card } from '../../../components/Card';
import { Grid } from '../../../components/Grid';
import { Image } from '../../../components/Image';
import { PanelIntro } from '../../../components/PanelIntro';
import { Stack } from '../../../components/Stack';
import { Subsection } from '../../../components/Subsection';
import { Text } from '../../../components/Text';
import type { MediaItem } from '../media';

/** One way of building (stick or panel construction) as /build-it explains it (docs/product.md §6.6). */
export interface ConstructionMethod {
  id: string;
  label: string;
  summary: string;
  advantages: readonly string[];
  considerations: readonly string[];
  timeline: string;
  pricing: string;
  weatherImpact: string;
  qualityControl: string;
  photos: readonly (MediaItem & { id: string })[];
}

/** One method's tab on /build-it: its summary, advantages and considerations, four facts and its photos. */
export function MethodPanel({ method }: { method: ConstructionMethod }) {
  const facts = [
    { title: 'Timeline', text: method.timeline },
    { title: 'Pricing', text: method.pricing },
    { title: 'Weather Impact', text: method.weatherImpact },
    { title: 'Quality Control', text: method.qualityControl },
  ];
  return (
    <PanelIntro title={method.label} intro={method.summary}>
      <Grid columns={{ phone: 1, tablet: 2 }} gap="5">
        <Card title="Advantages">
          <BulletList items={method.advantages} />
        </Card>
        <Card title="Considerations">
          <BulletList items={method.considerations} />
        </Card>
      </Grid>
      <Grid columns={{ phone: 1, tablet: 2, desktop: 4 }} gap="4">
        {facts.map((fact) => (
          <Card key={fact.title} title={fact.title} tone="raised">
            <Text>{fact.text}</Text>
          </Card>
        ))}
      </Grid>
      <Subsection title="Photos">
        <Grid columns={{ phone: 1, tablet: 3 }} gap="4" as="ul" role="list">
          {method.photos.map((photo) => (
            <li key={photo.id}>
              <Stack gap="2">
                <Image {...photo} sizes="(min-width: 768px) 33vw, 100vw" />
                <Text size="sm" tone="muted">
                  {photo.title}
                </Text>
              </Stack>
            </li>
          ))}
        </Grid>
      </Subsection>
    </PanelIntro>
  );
}
