import { Badge } from '../Badge';
import { Grid, type GridProps } from '../Grid';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface ProcessStep {
  title: string;
  text: string;
  /** How long the step takes ('2-3 weeks'), shown as a badge under its title. */
  duration?: string;
}

export interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  /** Columns on a desktop (one on a phone, two on a tablet). */
  desktopColumns?: 3 | 4;
  gap?: GridProps['gap'];
}

/** A numbered process ('Step 1', its title, how long, what happens) as an ordered list in columns. */
export function ProcessSteps({ steps, desktopColumns = 3, gap }: ProcessStepsProps) {
  return (
    <Grid columns={{ phone: 1, tablet: 2, desktop: desktopColumns }} gap={gap} as="ol" role="list">
      {steps.map((step, index) => (
        <li key={step.title}>
          <Stack gap="2" align="flex-start">
            <Text tone="brand" weight="bold">
              Step {index + 1}
            </Text>
            <Heading level={3} size="sm">
              {step.title}
            </Heading>
            {step.duration ? <Badge variant="outline">{step.duration}</Badge> : null}
            <Text tone="muted">{step.text}</Text>
          </Stack>
        </li>
      ))}
    </Grid>
  );
}
