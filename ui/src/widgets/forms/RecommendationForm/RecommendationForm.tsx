import type { RecommendationInput } from '@site/domain/partners/recommendation-schema';
import { honeypotField } from '@site/domain/forms/honeypot';
import { describeError } from '@site/domain/forms/errors';
import {
  recommendationBudgets,
  recommendationCopy,
  recommendationLocations,
  recommendationProjectTypes,
  recommendationRequirementOptions,
  recommendationTimelines,
} from '@site/domain/partners/recommendation';
import type { RecommendationRequest } from '@site/domain/partners/recommendation-schema';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/Button';
import { CheckboxGroup } from '../../../components/CheckboxGroup';
import { Form, useZodForm, type SubmitContext } from '../../../components/Form';
import { Grid } from '../../../components/Grid';
import { honeypotOf } from '../../../components/HoneypotField';
import { FormSubmit } from '../form-submit';
import { Icon } from '../../../components/Icon';
import { NativeSelect } from '../../../components/NativeSelect';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../components/Toast/queue';
import * as styles from './RecommendationForm.css';

const emptyRecommendation: RecommendationInput = {
  projectType: '',
  location: '',
  budget: '',
  timeline: '',
  size: '',
  specialRequirements: [],
  userPreferences: '',
  contactEmail: '',
  contactPhone: '',
  [honeypotField]: '',
};

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const requirementOptions = asOptions(recommendationRequirementOptions);

/** The four required selects, two to a row from tablet width up, each with its own prompt. */
const selectRows = [
  [
    {
      name: 'projectType',
      label: 'Project Type',
      options: asOptions(recommendationProjectTypes),
      placeholder: 'Select project type',
    },
    {
      name: 'location',
      label: 'Location',
      options: asOptions(recommendationLocations),
      placeholder: 'Select location',
    },
  ],
  [
    { name: 'budget', label: 'Budget', options: asOptions(recommendationBudgets), placeholder: 'Select budget range' },
    {
      name: 'timeline',
      label: 'Timeline',
      options: asOptions(recommendationTimelines),
      placeholder: 'Select timeline',
    },
  ],
] as const;

export interface RecommendationFormProps {
  /** Asks for the recommendation; throw to report failure (the form keeps what was entered). */
  onSubmit: (request: RecommendationRequest, context: SubmitContext) => Promise<void>;
  /** The Back button: the page goes back in the browser's history. */
  onBack: () => void;
}

/** The recommendation request with its option lists and messages (docs/product.md §9.1). */
export function RecommendationForm({ onSubmit, onBack }: RecommendationFormProps) {
  const form = useZodForm({
    schema: () => import('@site/domain/partners/recommendation-schema').then((module) => module.recommendationSchema),
    initialValues: emptyRecommendation,
    onSubmit,
    onSuccess: () => showToast(recommendationCopy.success),
    onFailure: (error) =>
      showToast({ tone: 'destructive', title: recommendationCopy.failure.title, description: describeError(error) }),
  });

  return (
    <div className={styles.layout}>
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <Icon icon={ArrowLeft} size="sm" />
          Back
        </Button>
      </div>
      <Form {...form.formProps} aria-label="Project details for a recommendation">
        {selectRows.map((row) => (
          <Grid key={row[0].name} columns={{ phone: 1, tablet: 2 }} gap="4">
            {row.map((select) => (
              <NativeSelect
                key={select.name}
                {...form.field(select.name)}
                label={select.label}
                options={select.options}
                isRequired
                placeholder={select.placeholder}
              />
            ))}
          </Grid>
        ))}
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
        <FormSubmit honeypot={honeypotOf(form)} isPending={form.isPending} copy={recommendationCopy} />
      </Form>
    </div>
  );
}
