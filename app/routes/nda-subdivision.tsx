import { describeError } from '@site/domain/forms/errors';
import { ndaCopy, type NdaAccessGranted } from '@site/domain/partners/nda';
import type { NdaAccessRequest } from '@site/domain/partners/nda-schema';
import { Card } from '@site/ui/components/Card';
import type { SubmitContext } from '@site/ui/components/Form';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { ConfidentialGallery, type ConfidentialGalleryProps } from '@site/ui/widgets/site/ConfidentialGallery';
import { NdaAccessForm } from '@site/ui/widgets/forms/NdaAccessForm';
import { useEffect, useState } from 'react';
import { ndaPortal } from '../content/nda-portal';
import { loadApiClient } from '../lib/load-api-client';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/nda-subdivision');

/**
 * Fetches each confidential image with the grant and shows it through an object URL, revoked when the
 * gallery goes away. The grant lives only in this component's state: a reload locks the portal again.
 */
function useConfidentialImages(access: NdaAccessGranted | null) {
  const [images, setImages] = useState<ConfidentialGalleryProps['images']>(null);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    if (!access) return;
    const controller = new AbortController();
    const objectUrls: string[] = [];
    Promise.all(
      access.images.map(async (image) => {
        const { fetchConfidentialImage } = await loadApiClient();
        const url = URL.createObjectURL(await fetchConfidentialImage(image, access.grant, controller.signal));
        objectUrls.push(url);
        return {
          src: url,
          alt: `${image.title}: confidential plan sheet`,
          width: image.width,
          height: image.height,
          title: image.title,
          description: image.description,
        };
      }),
    ).then(setImages, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(describeError(error));
    });
    return () => {
      controller.abort();
      objectUrls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [access]);

  return { images, loadError };
}

/**
 * /nda-subdivision (docs/product.md §10.1): locked, 'Verifying...', then the confidential gallery; the server checks
 * the code.
 */
export default function NdaSubdivision() {
  const [access, setAccess] = useState<NdaAccessGranted | null>(null);
  const { images, loadError } = useConfidentialImages(access);

  useEffect(() => {
    if (access) document.getElementById('confidential-title')?.focus();
  }, [access]);

  const unlock = async (request: NdaAccessRequest, { idempotencyKey }: SubmitContext) => {
    const { requestNdaAccess } = await loadApiClient();
    setAccess(await requestNdaAccess(request, idempotencyKey));
  };

  return (
    <Section aria-labelledby="nda-title">
      <Stack gap="6">
        <Heading level={1} size="display" id="nda-title">
          {ndaPortal.title}
        </Heading>
        {access ? (
          <ConfidentialGallery
            images={images}
            loadError={loadError}
            overview={ndaPortal.overview}
            notice={ndaPortal.notice}
            badge={ndaCopy.confidential}
          />
        ) : (
          <Stack gap="5">
            <Text size="lg" tone="muted">
              {ndaPortal.lockedIntro}
            </Text>
            <Card title="Partner Access" titleLevel={2} padding="lg" description={ndaPortal.lockedNote}>
              <NdaAccessForm onSubmit={unlock} />
            </Card>
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
