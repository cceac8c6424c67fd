import { intakeSource } from '@site/domain/lead-forms/intake';
import { contactSource } from '@site/domain/lead-forms/contact';
import { calculatorSource } from '@site/domain/pricing/calculator';
import { company } from '@site/domain/company/company';
import { Avatar } from '@site/ui/components/Avatar';
import { Badge } from '@site/ui/components/Badge';
import { BadgeList } from '@site/ui/components/BadgeList';
import { BulletList } from '@site/ui/components/BulletList';
import { Button, ButtonLink } from '@site/ui/components/Button';
import { CardGrid } from '@site/ui/components/CardGrid';
import { Card } from '@site/ui/components/Card';
import { ContentLoader } from '@site/ui/components/ContentLoader';
import { Disclosure } from '@site/ui/components/Disclosure';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Image } from '@site/ui/components/Image';
import { Inline } from '@site/ui/components/Inline';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Subsection } from '@site/ui/components/Subsection';
import { Text } from '@site/ui/components/Text';
import { Tooltip } from '@site/ui/components/Tooltip';
import { TitledSection } from '@site/ui/components/TitledSection';
import { EmailReveal } from '@site/ui/widgets/site/EmailReveal';
import { HeroCarousel } from '@site/ui/widgets/site/HeroCarousel';
import { BrandMark } from '@site/ui/widgets/site/SiteHeader';
import { LicenceBadge } from '@site/ui/widgets/site/LicenceBadge';
import { ServiceCards } from '@site/ui/widgets/site/ServiceCards';
import { lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { about, hawaiiDivision, hero, portfolio, services, technology, whyChoose } from '../content/home';
import { intakePage } from '../content/lead-pages';
import { leadership } from '../content/our-team';
import { divisionImages, heroImages, portfolioImages } from '../content/images';
import { uploadLeadFile } from '../lib/lead-files';
import { submitLead } from '../lib/lead-forms';
import { businessJsonLd, pageMeta } from '../lib/seo';
import * as contactStyles from './home-contact.css';

export const meta = () => [...pageMeta('/'), { 'script:ld+json': businessJsonLd() }];

// The calculator and the two forms sit below the fold and carry most of the page's code: each loads as
// the visitor approaches it (docs/decisions/020).
const loadCalculator = () => import('@site/ui/widgets/forms/ProjectCalculator');
const ProjectCalculator = lazy(() => loadCalculator().then((module) => ({ default: module.ProjectCalculator })));
const loadIntakeForm = () => import('@site/ui/widgets/forms/IntakeForm');
const IntakeForm = lazy(() => loadIntakeForm().then((module) => ({ default: module.IntakeForm })));
const loadContactForm = () => import('@site/ui/widgets/forms/ContactForm');
const ContactForm = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })));
// Decoration only: its code is asked for once the page is interactive, so it never adds to the first paint.
const PacificBreeze = lazy(() =>
  import('@site/ui/widgets/site/PacificBreeze').then((module) => ({ default: module.PacificBreeze })),
);

/**
 * A footer service link (docs/product.md §4.2) scrolls to the services, opens its card after 800 ms, then 400 ms later
 * brings it into view.
 */
function useServiceFromLink() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('service');
  const [openService, setOpenService] = useState<string | null>(null);
  useEffect(() => {
    if (!requested) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    timers.push(
      setTimeout(() => {
        setOpenService(requested);
        timers.push(
          setTimeout(
            () => document.querySelector(`[data-service="${requested}"]`)?.scrollIntoView({ block: 'start' }),
            400,
          ),
        );
      }, 800),
    );
    return () => timers.forEach(clearTimeout);
  }, [requested]);
  return [openService, setOpenService] as const;
}

export default function Home() {
  const [openService, setOpenService] = useServiceFromLink();
  return (
    <>
      <ContentLoader when="after-first-paint" failed={null}>
        <PacificBreeze />
      </ContentLoader>
      <HeroCarousel slides={heroImages}>
        <Stack gap="5" id="home">
          <Text size="lg" weight="semibold">
            {hero.eyebrow}
          </Text>
          <Heading level={1} size="display">
            {hero.title}
          </Heading>
          <Text size="xl">{hero.lead}</Text>
          <Inline gap="3">
            <ButtonLink href={hero.primary.href} variant="secondary" size="lg">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="outline" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </Inline>
          <div>
            <LicenceBadge licences={company.licences} />
          </div>
        </Stack>
      </HeroCarousel>

      <TitledSection
        id="services-title"
        title="Our Services"
        intro="Nine ways we build, each run by people who have done it for decades."
        anchor="services"
        titleSize="xl"
      >
        <ServiceCards services={services} expandedId={openService} onExpandedChange={setOpenService} />
      </TitledSection>

      <TitledSection
        id="portfolio-title"

        title="Featured Projects"
        anchor="portfolio"
        tone="raised"
        titleSize="xl"
      >
        <Grid columns={{ phone: 1, tablet: 2, desktop: 4 }}>
          {portfolio.map((project, index) => {
            const image = portfolioImages[index];
            return (
              <Card key={project.title} as="article" padding="md">
                {image ? <Image {...image} sizes="(min-width: 1024px) 18rem, (min-width: 768px) 45vw, 100vw" /> : null}
                <Badge variant="secondary">{project.category}</Badge>
                <Heading level={3} size="sm">
                  {project.title}
                </Heading>
                <Text size="sm" tone="muted">
                  {project.description}
                </Text>
                <Text size="sm">
                  {project.stats.location} · {project.stats.status} · {project.stats.specialty}
                </Text>
              </Card>
            );
          })}
        </Grid>
        <div>
          <ButtonLink href="/gallery" variant="outline">
            View All Projects
          </ButtonLink>
        </div>
      </TitledSection>

      <TitledSection id="about-title" title={about.title} anchor="about" titleSize="xl">
        <Text size="lg">{about.leadership}</Text>
        <Grid columns={{ phone: 1, tablet: 2 }} gap="4" as="ul" role="list" aria-label="Leadership">
          {leadership.map((person) => (
            <li key={person.name}>
              <Inline gap="3" noWrap>
                <Avatar name={person.name} />
                <Stack gap="1">
                  <Text weight="bold">{person.name}</Text>
                  <Text size="sm">{person.title}</Text>
                </Stack>
              </Inline>
            </li>
          ))}
        </Grid>
        <Disclosure title="Our history" headingLevel={3}>
          <Text>{about.history}</Text>
        </Disclosure>
        <Subsection title="Qualifications">
          <Grid columns={{ phone: 1, tablet: 2 }} gap="2" as="ul" role="list">
            {about.qualifications.map((qualification) => (
              <li key={qualification}>
                <Text>✓ {qualification}</Text>
              </li>
            ))}
          </Grid>
        </Subsection>
        <Grid columns={{ phone: 1, desktop: 3 }}>
          {about.divisions.map((division) => (
            <Card key={division.id} title={division.title}>
              {divisionImages[division.id].map((image) => (
                <Image key={image.src} {...image} sizes="(min-width: 1024px) 24rem, 100vw" />
              ))}
              <Text size="sm">{division.text}</Text>
            </Card>
          ))}
        </Grid>
      </TitledSection>

      <TitledSection
        id="hawaii-title"
        title={hawaiiDivision.title}
        intro={hawaiiDivision.lead}
        anchor="hawaii"
        tone="steel"
        titleSize="xl"
      >
        <CardGrid cards={hawaiiDivision.services} columns={{ phone: 1, tablet: 2 }} textTone="default" />
        <Grid columns={{ phone: 1, tablet: 3 }} as="ul" role="list" aria-label="Hawaii leadership">
          {hawaiiDivision.leaders.map((leader) => (
            <li key={leader.name}>
              <Inline gap="3" noWrap>
                <Avatar name={leader.name} />
                <Stack gap="1">
                  <Text weight="bold">{leader.name}</Text>
                  <Text size="sm">
                    {leader.role} · {leader.specializations.join(', ')}
                  </Text>
                </Stack>
              </Inline>
            </li>
          ))}
        </Grid>
        <Grid columns={{ phone: 1, tablet: 3 }}>
          {hawaiiDivision.capabilities.map((capability) => (
            <Stack key={capability.title} gap="1">
              <Heading level={3} size="sm">
                {capability.title}
              </Heading>
              <Text size="sm">{capability.text}</Text>
              {'popup' in capability && (
                <Tooltip content={capability.popup}>
                  <Button variant="outline" size="sm">
                    More on {capability.title.toLowerCase()}
                  </Button>
                </Tooltip>
              )}
            </Stack>
          ))}
        </Grid>
      </TitledSection>

      <TitledSection
        id="technology-title"

        title={technology.title}
        anchor="technology"
        titleSize="xl"
      >
        <Grid columns={{ phone: 1, desktop: 3 }}>
          {technology.platforms.map((platform) => (
            <Card key={platform.title} title={platform.title}>
              <BulletList items={platform.features} gap="1" size="sm" />
            </Card>
          ))}
        </Grid>
        <BadgeList items={technology.reporting} label="Reporting capabilities" />
        <Grid columns={3}>
          {technology.claims.map((claim) => (
            <Stack key={claim.label} gap="1" align="center">
              <Text as="div" size="xl" weight="bold" tone="brand" align="center">
                {claim.value}
              </Text>
              <Text as="div" size="sm" tone="muted" align="center">
                {claim.label}
              </Text>
            </Stack>
          ))}
        </Grid>
      </TitledSection>

      <TitledSection
        id="calculator-title"
        title="Interactive Project Calculator"
        intro={`A first estimate in ${company.claims.estimateSeconds} seconds, priced like our real quotes.`}
        anchor="calculator"
        tone="raised"
        titleSize="xl"
      >
        <ContentLoader load={loadCalculator} placeholder={<Text tone="muted">Loading the calculator…</Text>}>
          <ProjectCalculator onSendLead={submitLead(calculatorSource)} />
        </ContentLoader>
      </TitledSection>

      <TitledSection
        id="why-title"

        title={`Why Choose ${company.name}`}
        anchor="why-choose"
        titleSize="xl"
      >
        <Grid columns={{ phone: 1, tablet: 2, desktop: 4 }}>
          {whyChoose.map((point) => (
            <Stack key={point.title} gap="2">
              <Heading level={3} size="sm">
                {point.title}
              </Heading>
              <Text tone="muted">{point.text}</Text>
            </Stack>
          ))}
        </Grid>
      </TitledSection>

      <Section id="intake-form" tone="brand" aria-labelledby="intake-title" width="narrow">
        <Stack gap="5">
          <Stack gap="3">
            <Heading level={2} size="xl" id="intake-title">
              {intakePage.title}
            </Heading>
            <Text size="lg">{intakePage.intro}</Text>
          </Stack>
          <Card padding="lg">
            <ContentLoader load={loadIntakeForm} placeholder={<Text tone="muted">Loading the form…</Text>}>
              <IntakeForm onSubmit={submitLead(intakeSource)} uploadFile={uploadLeadFile} />
            </ContentLoader>
          </Card>
        </Stack>
      </Section>

      <Section id="contact" aria-labelledby="contact-title">
        <Grid columns={{ phone: 1, desktop: 2 }} gap="7">
          <Stack gap="4">
            <Inline gap="3" noWrap>
              <BrandMark className={contactStyles.logo} />
              <Text weight="bold" size="lg">
                {company.name}
              </Text>
            </Inline>
            <Heading level={2} size="xl" id="contact-title">
              Contact Us
            </Heading>
            <Text weight="semibold" tone="brand">
              Serving California, Oregon and Hawaii
            </Text>
            <Text size="sm">
              Licences: California {company.licences[0].number} · Oregon {company.licences[1].number} · Hawaii{' '}
              {company.licences[2].number}
            </Text>
            <Stack gap="1">
              <Heading level={3} size="sm">
                Corporate office
              </Heading>
              <Text>
                {company.address.street}, {company.address.city}, {company.address.region} {company.address.postalCode}
              </Text>
              <Text>Phone: {company.phone}</Text>
              <EmailReveal email={company.email} />
            </Stack>
            <Grid columns={{ phone: 1, tablet: 2 }} gap="4">
              <Stack gap="1">
                <Heading level={3} size="sm">
                  Business hours
                </Heading>
                <Text size="sm">Office: {company.hours.office}</Text>
                <Text size="sm">Field: {company.hours.field}</Text>
                <Text size="sm">Emergency service: {company.hours.emergency}</Text>
              </Stack>
              <Stack gap="1">
                <Heading level={3} size="sm">
                  Extended hours
                </Heading>
                {company.hours.extended.map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
            </Grid>
          </Stack>
          <Stack gap="4">
            <Heading level={3} size="lg" id="contact-heading">
              Send us a message
            </Heading>
            <ContentLoader load={loadContactForm} placeholder={<Text tone="muted">Loading the form…</Text>}>
              <ContactForm onSubmit={submitLead(contactSource)} />
            </ContentLoader>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
