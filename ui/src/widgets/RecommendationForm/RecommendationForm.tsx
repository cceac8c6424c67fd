import { describeError } from '@site/domain/errors';
import { honeypotField } from '@site/domain/honeypot';
import {
  emptyRecommendation,
  recommendationBudgets,
  recommendationCopy,
  recommendationLocations,
  recommendationProjectTypes,
  recommendationRequirementOptions,
  recommendationSchema,
  recommendationTimelines,
  type RecommendationRequest,
} from '@site/domain/recommendation';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/Button';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { Form, useZodForm, type SubmitContext } from '../../components/Form';
import { Grid } from '../../components/Grid';
import { HoneypotField } from '../../components/HoneypotField';
import { Icon } from '../../components/Icon';
import { NativeSelect } from '../../components/NativeSelect';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/Toast/queue';
import * as styles from './RecommendationForm.css';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const projectTypeOptions = asOptions(recommendationProjectTypes);
const locationOptions = asOptions(recommendationLocations);
const budgetOptions = asOptions(recommendationBudgets);
const timelineOptions = asOptions(recommendationTimelines);
const requirementOptions = asOptions(recommendationRequirementOptions);

export interface RecommendationFormProps {
  /** Asks for the recommendation; throw to report failure (the form keeps what was entered). */
  onSubmit: (request: RecommendationRequest, context: SubmitContext) => Promise<void>;
  /** The Back button: the page goes back in the browser's history. */
  onBack: () => void;
}

/** The recommendation request with its option lists and messages (docs/product.md §9.1). */
export function RecommendationForm({ onSubmit, onBack }: RecommendationFormProps) {
  const form = useZodForm({
    schema: recommendationSchema,
    initialValues: emptyRecommendation,
    onSubmit,
    onSuccess: () => showToast(recommendationCopy.success),
    onFailure: (error) =>
      showToast({ tone: 'destructive', title: recommendationCopy.failure.title, description: describeError(error) }),
  });

  return (
    <div className={styles.layout}>
      <div>
        <Button variant="ghost" size="sm" onPress={onBack}>
          <Icon icon={ArrowLeft} size="sm" />
          Back
        </Button>
      </div>
      <Form {...form.formProps} aria-label="Project details for a recommendation">
        <Grid columns={{ phone: 1, tablet: 2 }} gap="4">
          <NativeSelect
            {...form.field('projectType')}
            label="Project Type"
            options={projectTypeOptions}
            isRequired
            placeholder="Select project type"
          />
          <NativeSelect
            {...form.field('location')}
            label="Location"
            options={locationOptions}
            isRequired
            placeholder="Select location"
          />
        </Grid>
        <Grid columns={{ phone: 1, tablet: 2 }} gap="4">
          <NativeSelect
            {...form.field('budget')}
            label="Budget"
            options={budgetOptions}
            isRequired
            placeholder="Select budget range"
          />
          <NativeSelect
            {...form.field('timeline')}
            label="Timeline"
            options={timelineOptions}
            isRequired
            placeholder="Select timeline"
          />
        </Grid>
        <TextField
          {...form.field('size')}
          label="Project Size (sq ft)"
          inputMode="numeric"
          description="Optional: with a size we can give a cost range."
        />
        <CheckboxGroup
          name="specialRequirements"
          label="Special Requirements"
          options={requirementOptions}
          value={form.values.specialRequirements ?? []}
          onChange={(value) => form.setField('specialRequirements', value)}
        />
        <TextArea
          {...form.field('userPreferences')}
          label="Preferences and Notes"
          description="Optional: anything else we should weigh."
        />
        <Grid columns={{ phone: 1, tablet: 2 }} gap="4">
          <TextField
            {...form.field('contactEmail')}
            label="Contact Email"
            type="email"
            autoComplete="email"
            description="Optional: we send the result and follow up."
          />
          <TextField
            {...form.field('contactPhone')}
            label="Contact Phone"
            type="tel"
            autoComplete="tel"
            description="Optional."
          />
        </Grid>
        <HoneypotField
          value={form.values[honeypotField] ?? ''}
          onChange={(value) => form.setField(honeypotField, value)}
        />
        <div>
          <Button type="submit" size="lg" isPending={form.isPending} pendingLabel={recommendationCopy.pending}>
            {recommendationCopy.submit}
          </Button>
        </div>
      </Form>
    </div>
  );
}
