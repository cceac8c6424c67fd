import { Badge, type BadgeVariant } from '../../../components/Badge';
import { BulletList } from '../../../components/BulletList';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Grid } from '../../../components/Grid';
import { Heading } from '../../../components/Heading';
import { Image } from '../../../components/Image';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import type { MediaItem } from '../media';

/** One planned subdivision as /future-projects shows it (docs/product.md §6.7). */
export interface Concept {
  id: string;
  title: string;
  location: string;
  status: string;
  description: string;
  mapImage: MediaItem;
  features: readonly string[];
  /** Under NDA: its documentation is in the portal; otherwise it is not published yet. */
  isNDA: boolean;
  details: readonly { label: string; value: string }[];
  completionDate: string;
}

/** What the documentation line says: the portal link for an NDA concept, the note for the others. */
export interface ConceptDocumentation {
  privateDocumentation: { label: string; href: string };
  ndaNote: string;
  comingSoon: { label: string; note: string };
}

export interface ConceptCardProps {
  concept: Concept;
  statusVariant: BadgeVariant;
  documentation: ConceptDocumentation;
  /** The first screen's concept: its map is the page's largest paint, fetched at once, shown without a fade. */
  firstScreen?: boolean;
}

function Documentation({ concept, documentation }: { concept: Concept; documentation: ConceptDocumentation }) {
  const { privateDocumentation, comingSoon, ndaNote } = documentation;
  if (concept.isNDA) {
    return (
      <Stack gap="2" align="flex-start">
        <ButtonLink href={privateDocumentation.href}>{privateDocumentation.label}</ButtonLink>
        <Text size="sm" tone="muted">
          {ndaNote}
        </Text>
      </Stack>
    );
  }
  const noteId = `${concept.id}-documentation-note`;
  // A natively disabled button: every screen reader announces it as unavailable in reading order, it never
  // takes a keyboard stop that does nothing, and the visible note it points to says why.
  return (
    <Stack gap="2" align="flex-start">
      <Button variant="outline" isDisabled aria-describedby={noteId}>
        {comingSoon.label}
      </Button>
      <Text size="sm" tone="muted" id={noteId}>
        {comingSoon.note}
      </Text>
    </Stack>
  );
}

/** A subdivision concept: its map, status, description, features, figures and where its documentation is. */
export function ConceptCard({ concept, statusVariant, documentation, firstScreen = false }: ConceptCardProps) {
  return (
    <Card as="article" padding="lg" aria-labelledby={`${concept.id}-title`}>
      <Grid columns={{ phone: 1, desktop: 2 }} gap="6">
        <Image {...concept.mapImage} sizes="(min-width: 1024px) 50vw, 100vw" priority={firstScreen} />
        <Stack gap="4">
          <Stack gap="2" align="flex-start">
            <Badge variant={statusVariant}>{concept.status}</Badge>
            <Heading level={2} size="xl" id={`${concept.id}-title`}>
              {concept.title}
            </Heading>
            <Text tone="muted">{concept.location}</Text>
          </Stack>
          <Text>{concept.description}</Text>
          <Stack gap="2">
            <Heading level={3} size="sm">
              Features
            </Heading>
            <BulletList items={concept.features} gap="1" />
          </Stack>
          <Stack gap="1" as="ul">
            {[...concept.details, { label: 'Estimated completion', value: concept.completionDate }].map((detail) => (
              <li key={detail.label}>
                <Text>
                  <Text as="strong" weight="semibold">
                    {detail.label}:
                  </Text>{' '}
                  {detail.value}
                </Text>
              </li>
            ))}
          </Stack>
          <Documentation concept={concept} documentation={documentation} />
        </Stack>
      </Grid>
    </Card>
  );
}
