import preview from '../../.storybook/preview';
import { Building2, ClipboardList, HardHat, Ruler } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { ServiceCards, type Service } from '../../ui/src/widgets/site/ServiceCards';
import { onPhone } from '../viewports';

const services: Service[] = [
  {
    id: 'design-build',
    icon: Ruler,
    title: 'Design|Build',
    description: 'One team from sketch to keys.',
    details: <p>Architecture, engineering and construction under one contract.</p>,
  },
  {
    id: 'planning',
    icon: ClipboardList,
    title: 'Planning|Cost Control',
    description: 'Budgets that hold.',
    details: <p>Cost-plus transparency with a guaranteed maximum price option.</p>,
  },
  {
    id: 'construction-management',
    icon: HardHat,
    title: 'Construction Management',
    description: 'Your project, run daily.',
    details: <p>Daily reports, schedules and site safety.</p>,
  },
  {
    id: 'commercial',
    icon: Building2,
    title: 'Commercial Construction',
    description: 'Retail, office, restaurant.',
    details: <p>Ground-up and tenant improvements in three states.</p>,
  },
];

const meta = preview.meta({
  title: 'Widgets/ServiceCards',
  component: ServiceCards,
  args: { services, onExpandedChange: fn() },
});

export const AllClosed = meta.story({
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button'))
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

export const OneOpenAtATime = meta.story({
  play: async ({ args, canvas }) => {
    const designBuild = canvas.getByRole('button', { name: /Design\|Build/ });
    const planning = canvas.getByRole('button', { name: /Planning\|Cost Control/ });
    await userEvent.click(designBuild);
    await userEvent.click(planning);
    await expect(designBuild).toHaveAttribute('aria-expanded', 'false');
    await expect(planning).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/guaranteed maximum price/)).toBeVisible();
    await userEvent.click(planning);
    await expect(planning).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(null);
    // End on a settled state for the screenshot: one card open.
    await userEvent.click(designBuild);
    await waitFor(() => expect(canvas.getByText(/under one contract/)).toBeVisible());
  },
});

function OpenedFromOutside() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen('construction-management')}>
        Footer: Construction Management
      </Button>
      <ServiceCards services={services} expandedId={open} onExpandedChange={setOpen} />
    </>
  );
}

/** The footer's service links open a card from outside (docs/product.md §4.2). */
export const OpenedByAFooterLink = meta.story({
  render: () => <OpenedFromOutside />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Footer: Construction Management' }));
    await expect(canvas.getByRole('button', { name: /Construction Management Your project/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Commercial Construction/ }));
    await expect(canvas.getByText(/tenant improvements/)).toBeVisible();
  },
});
