import { Badge } from '../Badge';
import { Grid, type GridProps } from '../Grid';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface Step {
  title: string;
  text: string;
  /** How long the step takes, shown as a badge under its title ('1-2 days'). */
  duration?: string;
}

export interface StepListProps {
  /** In order; the titles are also the keys, so they are distinct. */
  steps: readonly Step[];
  columns: GridProps['columns'];
  gap?: GridProps['gap'];
}

/** A process as numbered steps ("Step 1", its title, its text), laid out in columns: an ordered list. */
export function StepList({ steps, columns, gap }: StepListProps) {
  const timed = steps.some((step) => step.duration);
  return (
    <Grid columns={columns} gap={gap} as="ol" role="list">
      {steps.map((step, index) => (
        <li key={step.title}>
          <Stack gap="2" align={timed ? 'flex-start' : undefined}>
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
