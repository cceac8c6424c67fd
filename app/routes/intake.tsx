import { intakeSource } from '@site/domain/lead-forms/intake';
import { Card } from '@site/ui/components/Card';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { IntakeForm } from '@site/ui/widgets/forms/IntakeForm';
import { intakePage } from '../content/lead-pages';
import { uploadLeadFile } from '../lib/lead-files';
import { submitLead } from '../lib/lead-forms';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/intake');

/** /intake: the reply promise, then the detailed intake form (docs/product.md §7.6). */
export default function Intake() {
  return (
    <Section aria-labelledby="intake-title" width="narrow">
      <Stack gap="6">
        <Stack gap="3">
          <Heading level={1} size="display" id="intake-title">
            {intakePage.title}
          </Heading>
          <Text size="lg">{intakePage.intro}</Text>
        </Stack>
        <Card title={intakePage.formTitle} titleLevel={2} padding="lg">
          <IntakeForm onSubmit={submitLead(intakeSource)} uploadFile={uploadLeadFile} />
        </Card>
      </Stack>
    </Section>
  );
}
