import { partnerSource } from '@site/domain/lead-forms/partner';
import { emergencySource } from '@site/domain/lead-forms/emergency';
import { bidSource } from '@site/domain/lead-forms/bid';
import { Card } from '@site/ui/components/Card';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { PanelIntro } from '@site/ui/components/PanelIntro';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Tabs } from '@site/ui/components/Tabs';
import { Text } from '@site/ui/components/Text';
import { BidForm } from '@site/ui/widgets/forms/BidForm';
import { EmergencyBanner } from '@site/ui/widgets/site/EmergencyBanner';
import { EmergencyForm } from '@site/ui/widgets/forms/EmergencyForm';
import { PartnerForm } from '@site/ui/widgets/forms/PartnerForm';
import type { ReactNode } from 'react';
import { partnersPage } from '../content/lead-pages';
import { uploadLeadFile } from '../lib/lead-files';
import { submitLead } from '../lib/lead-forms';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/partners');

const { tabs, infoCards, emergencyBanner } = partnersPage;

// Every tab is its form's panel: the title and intro from the content, then what the tab holds.
const tab = (id: keyof typeof tabs, content: ReactNode) => ({
  id,
  label: tabs[id].label,
  content: (
    <PanelIntro title={tabs[id].title} intro={tabs[id].intro}>
      {content}
    </PanelIntro>
  ),
});

/** /partners (docs/product.md §7.7): three tabs, Partnership Applications first, each with its own form. */
export default function Partners() {
  const items = [
    tab(
      'partner',
      <>
        <Grid columns={{ phone: 1, tablet: 2, desktop: 4 }} gap="4">
          {infoCards.map((card) => (
            <Card key={card.title} title={card.title} padding="md">
              <Text size="sm" tone="muted">
                {card.text}
              </Text>
            </Card>
          ))}
        </Grid>
        <PartnerForm onSubmit={submitLead(partnerSource)} />
      </>,
    ),
    tab(
      'emergency',
      <>
        <EmergencyBanner {...emergencyBanner} />
        <EmergencyForm onSubmit={submitLead(emergencySource)} uploadFile={uploadLeadFile} />
      </>,
    ),
    tab('bid', <BidForm onSubmit={submitLead(bidSource)} uploadFile={uploadLeadFile} />),
  ];
  return (
    <Section aria-labelledby="partners-title">
      <Stack gap="6">
        <Stack gap="3">
          <Heading level={1} size="display" id="partners-title">
            {partnersPage.title}
          </Heading>
          <Text size="lg">{partnersPage.intro}</Text>
        </Stack>
        <Tabs label={partnersPage.tabsLabel} items={items} defaultSelectedKey="partner" keepMounted />
      </Stack>
    </Section>
  );
}
