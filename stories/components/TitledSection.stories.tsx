import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Text } from '../../ui/src/components/Text';
import { TitledSection } from '../../ui/src/components/TitledSection';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Components/TitledSection',
  component: TitledSection,
  args: {
    id: 'process-title',
    title: 'Our Process',
    titleSize: 'xl' as const,
    children: <Text>Scope, budget range and schedule are agreed before any work starts.</Text>,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Our Process' });
    await expect(heading).toHaveAttribute('id', 'process-title');
    await expect(canvas.getByRole('region', { name: 'Our Process' })).toContainElement(heading);
  },
});

export const RaisedAndNarrow = meta.story({
  args: { tone: 'raised', width: 'narrow', gap: '4', align: 'flex-start' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Our Process' })).toHaveAttribute('data-tone', 'raised');
  },
});

export const BrandTone = meta.story({
  args: { tone: 'brand', title: 'Build With Open Books' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Build With Open Books' })).toBeVisible();
  },
});

export const WithIntro = meta.story({
  args: { intro: 'Four steps, the fee agreed before the first.' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Our Process' });
    await expect(region).toHaveTextContent('Our ProcessFour steps, the fee agreed before the first.Scope');
  },
});

export const IntroOnSteel = meta.story({
  args: { tone: 'steel', intro: 'One crew from the slab to the roof.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('One crew from the slab to the roof.')).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/before any work starts/)).toBeVisible();
  },
});
