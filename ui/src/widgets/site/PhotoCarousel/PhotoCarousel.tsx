import { Heading } from '../../../components/Heading';
import { Image } from '../../../components/Image';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { DotCarousel } from '../DotCarousel';
import type { MediaItem } from '../media';

export type CaptionedPhoto = MediaItem & { description: string };

export interface PhotoCarouselProps {
  /** The heading's id, for the section that the heading names. */
  id: string;
  title: string;
  /** Names the carousel for assistive technology. */
  label: string;
  items: readonly CaptionedPhoto[];
}

const photo = (image: CaptionedPhoto) => (
  <Stack gap="2">
    <Image {...image} sizes="(min-width: 1024px) 36rem, 100vw" />
    <Text weight="semibold">{image.title}</Text>
    <Text tone="muted" size="sm">
      {image.description}
    </Text>
  </Stack>
);

/** A headed carousel of captioned photos, one at a time (the case pages' project and crew photos). */
export function PhotoCarousel({ id, title, label, items }: PhotoCarouselProps) {
  return (
    <Stack gap="3">
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      <DotCarousel label={label} items={items} itemLabel={(image) => image.title} renderItem={photo} />
    </Stack>
  );
}
