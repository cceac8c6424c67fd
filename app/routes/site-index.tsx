import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Link } from '@site/ui/components/Link';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { galleryCategories, galleryImages } from '../content/images';
import { publishedPages, type PageInfo } from '../content/pages';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/site-index';

export const meta = () => pageMeta('/site-index');

const groups: PageInfo['group'][] = [
  'Main Pages',
  'Construction Services',
  'Business Solutions',
  'Development Projects',
  'Partners & Business',
];

/**
 * Runs when the page is pre-rendered, so the count of photos per category reaches the page as data and the
 * gallery's hundred entries stay out of this page's JavaScript (docs/decisions/020).
 */
export const loader = () => ({
  categories: galleryCategories.map((category) => ({
    category,
    photos: galleryImages.filter((image) => image.category === category).length,
  })),
});

/** /site-index (docs/product.md §6.10): the directory of pages in five groups, plus the gallery's categories. */
export default function SiteIndex({ loaderData }: Route.ComponentProps) {
  return (
    <Section aria-labelledby="site-index-title">
      <Stack gap="6">
        <Stack gap="2">
          <Heading level={1} id="site-index-title">
            Site Index
          </Heading>
          <Text tone="muted">
            Every page of the site, grouped. Ready to start? Go to the free-estimate form or meet our team.
          </Text>
        </Stack>
        <Grid columns={{ phone: 1, tablet: 2, desktop: 3 }} gap="6">
          {groups
            .filter((group) => publishedPages.some((page) => page.group === group))
            .map((group) => (
              <Stack key={group} gap="3" as="nav" aria-label={group}>
                <Heading level={2} size="sm">
                  {group}
                </Heading>
                <Stack gap="2" as="ul" role="list">
                  {publishedPages
                    .filter((page) => page.group === group)
                    .map((page) => (
                      <li key={page.path}>
                        <Link href={page.path}>{page.label}</Link>
                        <Text size="sm" tone="muted">
                          {page.description}
                        </Text>
                      </li>
                    ))}
                </Stack>
              </Stack>
            ))}
          <Stack gap="3" as="nav" aria-label="Gallery categories">
            <Heading level={2} size="sm">
              Gallery Categories
            </Heading>
            <Stack gap="2" as="ul" role="list">
              {loaderData.categories.map(({ category, photos }) => (
                <li key={category}>
                  <Link href="/gallery">{category}</Link>
                  <Text size="sm" tone="muted">
                    {photos} photos
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        </Grid>
      </Stack>
    </Section>
  );
}
