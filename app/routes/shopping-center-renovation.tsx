import { ButtonLink } from '@site/ui/components/Button';
import { FactList } from '@site/ui/components/FactList';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Inline } from '@site/ui/components/Inline';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { PhotoCarousel } from '@site/ui/widgets/site/PhotoCarousel';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/shopping-center-renovation';
import { PageHeader } from '@site/ui/components/PageHeader';

export const meta = () => pageMeta('/shopping-center-renovation');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { shoppingCenterCrewImages, shoppingCenterProjectImages } = await import('../content/images');
  const { shoppingCenter } = await import('../content/shopping-center');
  return { shoppingCenter, shoppingCenterCrewImages, shoppingCenterProjectImages };
};

/**
 * /shopping-center-renovation (docs/product.md §6.5): two 8-photo carousels, four stat tiles, overview, achievements.
 */
export default function ShoppingCenterRenovation({
  loaderData: { shoppingCenter, shoppingCenterCrewImages, shoppingCenterProjectImages },
}: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={shoppingCenter.title} lead={shoppingCenter.lead} back={{ href: '/', label: '← Back to Home' }}>
        <FactList variant="stats" aria-label="Project figures" facts={shoppingCenter.stats} />
      </PageHeader>

      <Section aria-labelledby="shopping-project">
        <Grid columns={{ phone: 1, desktop: 2 }} gap="7">
          <PhotoCarousel id="shopping-project" {...shoppingCenter.projectGallery} items={shoppingCenterProjectImages} />
          <PhotoCarousel id="shopping-crew" {...shoppingCenter.crewGallery} items={shoppingCenterCrewImages} />
        </Grid>
      </Section>

      <Section aria-labelledby="shopping-overview" tone="raised">
        <Stack gap="7">
          <Grid columns={{ phone: 1, desktop: 2 }} gap="7">
            <Stack gap="3">
              <Heading level={2} size="lg" id="shopping-overview">
                {shoppingCenter.overviewTitle}
              </Heading>
              {shoppingCenter.overview.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
            <Stack gap="3">
              <Heading level={2} size="lg">
                {shoppingCenter.achievementsTitle}
              </Heading>
              <Stack gap="2" as="ul">
                {shoppingCenter.achievements.map((achievement) => (
                  <li key={achievement}>
                    <Text>{achievement}</Text>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Grid>
          <Inline gap="3">
            {shoppingCenter.actions.map((action) => (
              <ButtonLink key={action.href} href={action.href} variant={action.variant} size="lg">
                {action.label}
              </ButtonLink>
            ))}
          </Inline>
        </Stack>
      </Section>
    </>
  );
}
