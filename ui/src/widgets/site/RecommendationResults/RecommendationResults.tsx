import { recommendationCopy, type Recommendation } from '@site/domain/partners/recommendation';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/Badge';
import { Button, ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Grid } from '../../../components/Grid';
import { Heading } from '../../../components/Heading';
import { Inline } from '../../../components/Inline';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Text';
import * as styles from './RecommendationResults.css';

export interface RecommendationResultsProps {
  recommendation: Recommendation;
  /** 'Get Another Recommendation': the page clears the result and the form. */
  onAnother: () => void;
  homeHref?: string;
  intakeHref?: string;
}

/** The results view (docs/product.md §9.1) that replaces the form, with its three buttons. */
export function RecommendationResults({
  recommendation,
  onAnother,
  homeHref = '/',
  intakeHref = '/intake',
}: RecommendationResultsProps) {
  const resultsRef = useRef<HTMLDivElement>(null);
  // The form the visitor was in is gone: move focus to what replaced it, so keyboard and screen-reader users land on the result.
  useEffect(() => resultsRef.current?.querySelector<HTMLElement>('h2')?.focus(), []);
  const confidence = Math.round(recommendation.confidenceScore * 100);

  return (
    <div className={styles.results} ref={resultsRef}>
      <div className={styles.header}>
        <Heading level={2} size="xl" id="recommendation-title" tabIndex={-1}>
          Your Project Recommendation
        </Heading>
        <Inline gap="2">
          <Badge>{recommendation.projectType}</Badge>
          <Badge variant="secondary">{recommendation.location}</Badge>
          <Badge variant="outline">{recommendation.budget}</Badge>
        </Inline>
        <ProgressBar label="Confidence" value={confidence} />
      </div>

      <Card title="Why this recommendation" titleLevel={3}>
        <Text>{recommendation.reasoning}</Text>
      </Card>

      <Grid columns={{ phone: 1, tablet: 2 }} gap="4">
        <Card title="Estimated Cost" titleLevel={3}>
          <Text size="lg" weight="semibold">
            {recommendation.estimatedCost ?? 'Add the project size for a cost range'}
          </Text>
        </Card>
        <Card title="Suggested Timeline" titleLevel={3}>
          <Text size="lg" weight="semibold">
            {recommendation.suggestedTimeline ?? 'Depends on scope'}
          </Text>
        </Card>
      </Grid>

      <Card title="Recommended Services" titleLevel={3}>
        <ul className={styles.list}>
          {recommendation.recommendedServices.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </Card>

      <Grid columns={{ phone: 1, desktop: 2 }} gap="4">
        <Card title="Risk Factors" titleLevel={3}>
          {recommendation.riskFactors.length > 0 ? (
            <ul className={styles.list}>
              {recommendation.riskFactors.map((risk) => (
                <li key={risk}>{risk}</li>
              ))}
            </ul>
          ) : (
            <Text tone="muted">No particular risks for these inputs.</Text>
          )}
        </Card>
        <Card title="Next Steps" titleLevel={3}>
          <ol className={styles.list}>
            {recommendation.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      </Grid>

      <Inline gap="3">
        <ButtonLink href={homeHref} variant="outline">
          {recommendationCopy.home}
        </ButtonLink>
        <ButtonLink href={intakeHref}>{recommendationCopy.detailed}</ButtonLink>
        <Button variant="secondary" onClick={onAnother}>
          {recommendationCopy.another}
        </Button>
      </Inline>
    </div>
  );
}
