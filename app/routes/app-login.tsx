import { company } from '@site/domain/company/company';
import { BadgeList } from '@site/ui/components/BadgeList';
import { ButtonLink } from '@site/ui/components/Button';
import { Card } from '@site/ui/components/Card';
import { ContentLoader } from '@site/ui/components/ContentLoader';
import { FactList } from '@site/ui/components/FactList';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Icon } from '@site/ui/components/Icon';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { TitledSection } from '@site/ui/components/TitledSection';
import { AppLoginForm } from '@site/ui/widgets/site/AppLoginForm';
import { lazy, useRef } from 'react';
import { appLogin } from '../content/app-login';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/app-login');

// The game (with its sound synthesis) sits below the form and is the page's heaviest widget: it loads as the
// visitor approaches it (docs/decisions/020).
const loadNailGame = () => import('@site/ui/widgets/site/NailGame');
const NailGame = lazy(() => loadNailGame().then((module) => ({ default: module.NailGame })));

/**
 * No call is made (docs/product.md §11.1); the live application opens in a new tab without access to this page.
 * Popup blockers allow a tab only from the click, not from the 1.5 s timer: the tab opens empty on the
 * click (cut off from this page at once) and is sent to the live app when 'Connecting...' ends. If the
 * browser refused even that, the app opens then, as before.
 */
function useLiveAppTab() {
  const tab = useRef<Window | null>(null);
  const open = () => {
    const opened = window.open('about:blank', '_blank');
    if (opened) opened.opener = null;
    tab.current = opened;
  };
  const show = () => {
    const opened = tab.current;
    tab.current = null;
    if (opened && !opened.closed) opened.location.replace(company.liveAppUrl);
    else window.open(company.liveAppUrl, '_blank', 'noopener,noreferrer');
  };
  return { open, show };
}

/**
 * /app-login: features, platforms, the login demo (docs/product.md §11.1), the nail game (docs/product.md §11.2) and
 * the statistics.
 */
export default function AppLogin() {
  const liveAppTab = useLiveAppTab();
  return (
    <>
      <Section aria-labelledby="app-login-title" tone="raised">
        <Grid columns={{ phone: 1, desktop: 2 }} gap="7">
          <Stack gap="5">
            <Heading level={1} size="display" id="app-login-title">
              {appLogin.title}
            </Heading>
            <Text size="lg" tone="muted">
              {appLogin.intro}
            </Text>
            <Heading level={2} size="md" id="features-title">
              Platform Features
            </Heading>
            <Grid columns={{ phone: 1, tablet: 2 }} gap="4" as="ul" role="list" aria-labelledby="features-title">
              {appLogin.features.map((feature) => (
                <Card as="li" key={feature.title} title={feature.title}>
                  <Stack gap="2">
                    <Icon icon={feature.icon} size="lg" />
                    <Text tone="muted">{feature.text}</Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
            <Stack gap="2">
              <Heading level={2} size="md">
                Integrated Platforms
              </Heading>
              <BadgeList items={appLogin.platforms} label="Integrated Platforms" />
            </Stack>
          </Stack>
          <Stack gap="4">
            <Heading level={2} size="lg">
              {appLogin.loginTitle}
            </Heading>
            <Text tone="muted">{appLogin.loginNote}</Text>
            <AppLoginForm onConnectStart={liveAppTab.open} onConnect={liveAppTab.show} />
            <div>
              <ButtonLink href={company.liveAppUrl} variant="outline">
                Visit Live Application
              </ButtonLink>
            </div>
          </Stack>
        </Grid>
      </Section>

      <TitledSection id="game-title" title={appLogin.game.title} titleSize="xl" gap="4">
        <Text tone="muted">{appLogin.game.intro}</Text>
        <ContentLoader load={loadNailGame} priority="low" placeholder={<Text tone="muted">Loading the game…</Text>}>
          <NailGame />
        </ContentLoader>
      </TitledSection>

      <Section aria-label="Platform statistics" tone="raised" spacing="compact">
        <FactList variant="stats" facts={appLogin.statistics} />
      </Section>
    </>
  );
}
