import type { BadgeVariant } from '@site/ui/components/Badge';
import { PageHeader } from '@site/ui/components/PageHeader';
import { Section } from '@site/ui/components/Section';
import { ConceptCard } from '@site/ui/widgets/site/ConceptCard';
import { DotCarousel } from '@site/ui/widgets/site/DotCarousel';
import type { FutureProject } from '../content/future-projects';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/future-projects';

export const meta = () => pageMeta('/future-projects');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { futureProjects } = await import('../content/future-projects');
  return { futureProjects };
};

const statusBadge: Record<FutureProject['status'], BadgeVariant> = {
  'In Motion - NDA Protected': 'default',
  'Ready for Development': 'success',
  'Environmental Planning': 'secondary',
};

/** /future-projects (docs/product.md §6.7): the three subdivision concepts in a wrapping carousel. */
export default function FutureProjects({ loaderData: { futureProjects } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={futureProjects.title} lead={futureProjects.intro} />
      <Section aria-label="Concepts">
        <DotCarousel
          label="Subdivision concepts"
          items={futureProjects.projects}
          itemLabel={(project) => project.title}
          renderItem={(project) => (
            <ConceptCard
              concept={project}
              statusVariant={statusBadge[project.status]}
              documentation={futureProjects}
              firstScreen={project === futureProjects.projects[0]}
            />
          )}
        />
      </Section>
    </>
  );
}
