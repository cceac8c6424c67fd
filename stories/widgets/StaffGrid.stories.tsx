import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { StaffGrid } from '../../ui/src/widgets/site/StaffGrid';
import { onPhone } from '../viewports';

const person = (name: string, title: string, division: string) => ({
  name,
  title,
  division,
  description: `${name} runs projects for the ${division} division from permit to punch list.`,
  specializations: ['Design/build', 'Scheduling'],
});

const people = [
  person('Leilani Kahale', 'Project Manager', 'Hawaii'),
  person('Marcus Bell', 'Senior Project Manager', 'California'),
  person('Ana Ruiz', 'Project Manager', 'Oregon'),
  person('Tom Okafor', 'Assistant Project Manager', 'California'),
];

const meta = preview.meta({
  title: 'Widgets/StaffGrid',
  component: StaffGrid,
  args: { people },
});

export const ThreeColumns = meta.story({
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    const tops = new Set(cards.slice(0, 3).map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
});

export const OpensOneCard = meta.story({
  play: async ({ canvas }) => {
    const marcus = canvas.getByRole('button', { name: /Marcus Bell/ });
    await userEvent.click(marcus);
    await expect(marcus).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Ana Ruiz/ })).toHaveAttribute('aria-expanded', 'false');
  },
});

export const OnePerson = meta.story({
  args: { people: [people[0]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
});
