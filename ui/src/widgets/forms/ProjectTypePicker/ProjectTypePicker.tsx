import { useState } from 'react';
import { BulletList } from '../../../components/BulletList';
import { Card } from '../../../components/Card';
import { Heading } from '../../../components/Heading';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';
import { ToggleButtonGroup } from '../../../components/ToggleButtonGroup';

export interface ProjectType {
  id: string;
  label: string;
  /** '$150-250' */
  pricePerSqFt: string;
  description: string;
  features: readonly string[];
}

export interface ProjectTypePickerProps {
  /** The first is shown until the visitor picks another. */
  types: readonly [ProjectType, ...ProjectType[]];
}

/** /modern-panelized-framing (docs/product.md §6.8): pick a project type to read its price per square foot and features. */
export function ProjectTypePicker({ types }: ProjectTypePickerProps) {
  const [selectedId, setSelectedId] = useState<string>(types[0].id);
  const selected = types.find((type) => type.id === selectedId) ?? types[0];
  return (
    <Stack gap="5">
      <ToggleButtonGroup
        label="Project type"
        options={types.map((type) => ({ value: type.id, label: type.label }))}
        value={selected.id}
        onChange={setSelectedId}
      />
      {/* Polite live region: choosing a type with the arrow keys keeps focus on the choice, so its price is read out. */}
      <Card tone="raised" padding="lg" aria-live="polite">
        <Stack gap="3">
          <Heading level={3} size="lg">
            {selected.label}
          </Heading>
          <Text size="xl" weight="bold" tone="brand">
            {selected.pricePerSqFt} per sq ft
          </Text>
          <Text>{selected.description}</Text>
          <BulletList items={selected.features} gap="1" />
        </Stack>
      </Card>
    </Stack>
  );
}
