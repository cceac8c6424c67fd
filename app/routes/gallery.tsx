import { Button } from '@site/ui/components/Button';
import { Container } from '@site/ui/components/Container';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { Lightbox } from '@site/ui/widgets/Lightbox';
import { PhotoGrid } from '@site/ui/widgets/PhotoGrid';
import { useState } from 'react';
import { galleryImages } from '../content/images';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/gallery');

const goToTop = () => {
  window.scrollTo({
    top: 0,
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  document.getElementById('gallery-title')?.focus({ preventScroll: true });
};

/** Spec part 2 §2, /gallery: about 100 photos, a full-screen viewer, 'Go to Top', and the NDA note. */
export default function Gallery() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section aria-labelledby="gallery-title">
      <Container>
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} id="gallery-title" tabIndex={-1}>
              Project Gallery
            </Heading>
            <Text tone="muted" size="lg">
              {galleryImages.length} photos of our work. Many client projects are not shown here: they are protected by
              non-disclosure agreements.
            </Text>
          </Stack>
          <PhotoGrid label="Project photos" items={galleryImages} onOpen={setOpen} />
          <div>
            <Button variant="outline" onPress={goToTop}>
              Go to Top
            </Button>
          </div>
        </Stack>
      </Container>
      <Lightbox items={galleryImages} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </Section>
  );
}
