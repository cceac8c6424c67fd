import { CallToAction } from '@site/ui/components/CallToAction';
import { CardGrid } from '@site/ui/components/CardGrid';
import { FactList } from '@site/ui/components/FactList';
import { PageHeader } from '@site/ui/components/PageHeader';
import { StepList } from '@site/ui/components/StepList';
import { TitledSection } from '@site/ui/components/TitledSection';
import { ProjectTypePicker } from '@site/ui/widgets/forms/ProjectTypePicker';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/modern-panelized-framing';

export const meta = () => pageMeta('/modern-panelized-framing');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { panelizedFraming } = await import('../content/panelized-framing');
  return panelizedFraming;
};

/** /modern-panelized-framing (docs/product.md §6.8): benefits, six timed steps, four project types, calls to action. */
export default function ModernPanelizedFraming({ loaderData: panelizedFraming }: Route.ComponentProps) {
  const { callToAction } = panelizedFraming;
  return (
    <>
      <PageHeader title={panelizedFraming.title} lead={panelizedFraming.intro} size="display">
        <FactList variant="stats" facts={panelizedFraming.highlights} />
      </PageHeader>

      <TitledSection id="benefits-title" title="Benefits" titleSize="xl">
        <CardGrid cards={panelizedFraming.benefits} columns={{ phone: 1, tablet: 2, desktop: 3 }} gap="4" />
      </TitledSection>

      <TitledSection id="process-title" title="Our Process" tone="raised" titleSize="xl">
        <StepList steps={panelizedFraming.process} columns={{ phone: 1, tablet: 2, desktop: 3 }} gap="5" />
      </TitledSection>

      <TitledSection id="project-types-title" title="Project Types" width="narrow" titleSize="xl" gap="5">
        <ProjectTypePicker types={panelizedFraming.projectTypes} />
      </TitledSection>

      <CallToAction
        title={callToAction.title}
        text={callToAction.text}
        actions={[callToAction.start, callToAction.talk]}
      />
    </>
  );
}
