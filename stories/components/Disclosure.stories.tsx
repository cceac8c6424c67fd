import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Disclosure, DisclosureGroup } from '../../ui/src/components/Disclosure';

const meta = preview.meta({
  title: 'Components/Disclosure',
  component: Disclosure,
  subcomponents: { DisclosureGroup },
  args: {
    title: 'Design|Build',
    children: 'One contract, one team: design and construction under a single point of responsibility.',
  },
});

export const Collapsed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Design|Build' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/single point of responsibility/)).toBeVisible();
  },
});

export const FindInPageOpensIt = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Design|Build' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    // Closed, the text stays findable: the browser reveals it and tells the page before it does.
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    panel.dispatchEvent(new Event('beforematch'));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(panel).not.toHaveAttribute('hidden');
  },
});

export const Expanded = meta.story({
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/single point of responsibility/)).toBeVisible();
  },
});

const services = ['Design|Build', 'Planning|Cost Control', 'Construction Management'];

export const OneOpenAtATime = meta.story({
  render: () => (
    <DisclosureGroup>
      {services.map((service) => (
        <Disclosure key={service} id={service} title={service}>
          What {service} includes.
        </Disclosure>
      ))}
    </DisclosureGroup>
  ),
  play: async ({ canvas }) => {
    const [first, second] = services.map((name) => canvas.getByRole('button', { name }));
    await userEvent.click(first!);
    await userEvent.click(second!);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // Pressing the open one closes it: nothing is open.
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    // End on a settled state for the screenshot: the third one open.
    await userEvent.click(canvas.getByRole('button', { name: 'Construction Management' }));
    await waitFor(() => expect(canvas.getByText('What Construction Management includes.')).toBeVisible());
    await expect(canvas.queryByText('What Planning|Cost Control includes.')).not.toBeVisible();
  },
});
