import { RequestError } from '@site/domain/forms/errors';
import { recommendationCopy, type Recommendation } from '@site/domain/partners/recommendation';
import type { RecommendationRequest } from '@site/domain/partners/recommendation-schema';
import { Card } from '@site/ui/components/Card';
import type { SubmitContext } from '@site/ui/components/Form';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { RecommendationForm } from '@site/ui/widgets/forms/RecommendationForm';
import { RecommendationResults } from '@site/ui/widgets/site/RecommendationResults';
import { useState } from 'react';
import { recommendationsPage } from '../content/recommendations';
import { loadApiClient } from '../lib/load-api-client';
import { useGoBack } from '../lib/back';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/project-recommendations');

/**
 * /project-recommendations (docs/product.md §9.1): the form, then 'Generating Recommendation...', then the results in
 * its place.
 */
export default function ProjectRecommendations() {
  const goBack = useGoBack();
  const [recommendation, setRecommendation] = useState<Recommendation | null>(null);
  // A new key mounts a fresh, empty form: 'Get Another Recommendation' clears everything.
  const [formKey, setFormKey] = useState(0);

  const submit = async (request: RecommendationRequest, { idempotencyKey }: SubmitContext) => {
    try {
      const { requestRecommendation } = await loadApiClient();
      const answer = await requestRecommendation(request, idempotencyKey);
      setRecommendation(answer.recommendation);
    } catch (error) {
      // A non-ok answer reads 'Failed to generate recommendation', unless the API said why (docs/product.md §9.1).
      if (error instanceof RequestError && !error.serverMessage)
        throw new Error(recommendationCopy.failure.fallback, { cause: error });
      throw error;
    }
  };

  const startAgain = () => {
    setRecommendation(null);
    setFormKey((key) => key + 1);
    document.getElementById('recommendations-title')?.focus();
  };

  return (
    <Section aria-labelledby="recommendations-title">
      <Stack gap="6">
        <Stack gap="2">
          <Heading level={1} size="display" id="recommendations-title" tabIndex={-1}>
            {recommendationsPage.title}
          </Heading>
          <Text tone="muted" size="lg">
            {recommendationsPage.intro}
          </Text>
        </Stack>
        {recommendation ? (
          <RecommendationResults recommendation={recommendation} onAnother={startAgain} />
        ) : (
          <Card title={recommendationsPage.formTitle} titleLevel={2} padding="lg">
            <RecommendationForm key={formKey} onSubmit={submit} onBack={goBack} />
          </Card>
        )}
      </Stack>
    </Section>
  );
}
