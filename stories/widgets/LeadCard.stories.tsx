import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeadCard, LeadList } from '../../ui/src/widgets/staff/LeadCard';
import { leadOfEverySource, longLead, minimalLead, sampleLead, urgentLead } from '../staff-fixtures';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/LeadCard',
  component: LeadCard,
  subcomponents: { LeadList },
  args: { lead: sampleLead, detailHref: '/admin/leads/lead-1', onEdit: fn() },
  decorators: [framed({ maxWidth: 760 })],
});

export const EveryField = meta.story({
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Keoni Kahale' });
    await expect(within(card).getByRole('img', { name: 'Source: Intake' })).toBeVisible();
    await expect(card).toHaveTextContent('Status: Qualified');
    for (const text of [
      'keoni@kahale.example',
      '(808) 555-0100',
      'Kahale Ohana Builders',
      'Hilo, Hawaii',
      'Residential',
      '$485,000',
      'rainy season',
    ]) {
      await expect(card).toHaveTextContent(text);
    }
    const email = canvas.getByRole('link', { name: 'Email Keoni Kahale' });
    // Replies are written on the lead's page, so they are on its record (docs/decisions/078).
    await expect(email).toHaveAttribute('href', '/admin/leads/lead-1#reply');
    await expect(email).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'Details and timeline of Keoni Kahale' })).toHaveAttribute(
      'href',
      '/admin/leads/lead-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Keoni Kahale' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleLead);
  },
});

export const OnlyRequiredFields = meta.story({
  args: { lead: minimalLead },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Phone')).toBeNull();
    await expect(canvas.queryByText('Estimated value')).toBeNull();
    await expect(canvas.queryByText('Notes')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Source: Contact' })).toBeVisible();
  },
});

export const UrgentEmergency = meta.story({
  args: { lead: urgentLead },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Urgent: Critical \(0-4 hours\)/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Source: Emergency' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-urgent', 'true');
  },
});

export const OverdueEmergency = meta.story({
  args: { lead: { ...urgentLead, overdue: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
});

/** Kept while the bot check could not be reached (docs/decisions/089). */
export const Unverified = meta.story({
  args: { lead: { ...sampleLead, unverified: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unverified')).toBeVisible();
  },
});

export const LongText = meta.story({
  args: { lead: longLead },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: longLead.name })).toBeVisible();
    await expect(canvas.getByText('$12,750,000')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  args: { lead: longLead },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

const listArgs = { detailHref: (lead: { id: string }) => `/admin/leads/${lead.id}`, onEdit: fn() };

export const ListEverySourceUrgentFirst = meta.story({
  render: () => <LeadList {...listArgs} leads={leadOfEverySource} />,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Leads' })).getAllByRole('article');
    await expect(items).toHaveLength(9);
    await expect(items[0]).toHaveAccessibleName('Lead from emergency');
    for (const label of [
      'Calculator',
      'Intake',
      'Contact',
      'NDA portal',
      'Partner',
      'Emergency',
      'Bid request',
      'Recommendation',
      'Chat',
    ]) {
      await expect(canvas.getByRole('img', { name: `Source: ${label}` })).toBeVisible();
    }
  },
});

export const ListLoading = meta.story({
  render: () => <LeadList {...listArgs} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leads...');
  },
});

export const ListEmpty = meta.story({
  render: () => <LeadList {...listArgs} leads={[]} emptyText="No leads match these filters." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No leads match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const ListLoadFailed = meta.story({
  render: () => <LeadList {...listArgs} error="500: Internal Server Error" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the leads: 500: Internal Server Error');
  },
});
