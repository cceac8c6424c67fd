import { Button } from '@site/ui/components/Button';
import { ContentLoader, LoadFailureNotice } from '@site/ui/components/ContentLoader';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { PhotoGrid } from '@site/ui/widgets/site/PhotoGrid';
import { Activity, lazy, useMemo, useState } from 'react';
import { imageFiles } from '../content/image-files';
import { galleryFolder } from '../content/images';
import { scrollBehavior } from '../lib/scroll';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/gallery';

export const meta = () => pageMeta('/gallery');

/**
 * Runs when the page is pre-rendered: the hundred photos' details reach the page as data, not JavaScript
 * (docs/decisions/020). Their file addresses are left out: the page rebuilds them from each photo's id and
 * widths, which took 21 KB (38 %) off the data in the page's HTML (docs/decisions/057).
 */
export const loader = async () => {
  const { galleryImages } = await import('../content/images');
  return { photos: galleryImages.map(({ src: _src, srcSet: _srcSet, ...photo }) => photo) };
};

// The full-screen viewer is needed only once a photo is opened: its code loads then (docs/decisions/020).
const Lightbox = lazy(() => import('@site/ui/widgets/site/Lightbox').then((module) => ({ default: module.Lightbox })));

const goToTop = () => {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  document.getElementById('gallery-title')?.focus({ preventScroll: true });
};

/** /gallery (docs/product.md §6.9): about 100 photos, a full-screen viewer, 'Go to Top', and the NDA note. */
export default function Gallery({ loaderData: { photos } }: Route.ComponentProps) {
  const galleryImages = useMemo(
    () => photos.map((photo) => ({ ...photo, ...imageFiles(galleryFolder, photo.id, photo.widths) })),
    [photos],
  );
  const [open, setOpen] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  if (open !== null && !viewerUsed) setViewerUsed(true);
  return (
    <Section aria-labelledby="gallery-title">
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
        {/* A hundred tiles hydrate in a pass of their own, which React splits into short tasks, after the
              rest of the page is interactive (docs/decisions/058). */}
        <Activity mode="visible">
          <PhotoGrid label="Project photos" items={galleryImages} onOpen={setOpen} />
        </Activity>
        <div>
          <Button variant="outline" onClick={goToTop}>
            Go to Top
          </Button>
        </div>
      </Stack>
      <ContentLoader
        when="interaction"
        requested={viewerUsed}
        failed={
          open === null ? null : (
            <LoadFailureNotice onDismiss={() => setOpen(null)}>
              The photo viewer could not load. Check your connection, then reload the page.
            </LoadFailureNotice>
          )
        }
      >
        <Lightbox items={galleryImages} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      </ContentLoader>
    </Section>
  );
}
