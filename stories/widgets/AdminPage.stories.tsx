import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { Inline } from '../../ui/src/components/Inline';
import { Link } from '../../ui/src/components/Link';
import { Text } from '../../ui/src/components/Text';
import { AdminPage, AdminPageSection } from '../../ui/src/widgets/staff/AdminPage';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/AdminPage',
  component: AdminPage,
  args: {
    titleId: 'board-title',
    title: 'Status board',
    nav: <Link href="/admin">← All leads</Link>,
    children: (
      <>
        <AdminPageSection titleId="follow-ups-title" title="My follow-ups">
          <Text tone="muted">No follow-ups due today.</Text>
        </AdminPageSection>
        <AdminPageSection titleId="pipeline-title" title="Pipeline">
          <Text>Six columns, one per status.</Text>
        </AdminPageSection>
      </>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    // The page is the region its h1 names; each part inside is a section its h2 names.
    const page = canvas.getByRole('region', { name: 'Status board' });
    await expect(within(page).getByRole('heading', { level: 1 })).toHaveAttribute('id', 'board-title');
    await expect(within(page).getByRole('link', { name: '← All leads' })).toHaveAttribute('href', '/admin');
    const parts = within(page).getAllByRole('region');
    await expect(parts.map((part) => part.tagName)).toEqual(['SECTION', 'SECTION']);
    await expect(parts.map((part) => part.getAttribute('aria-labelledby'))).toEqual([
      'follow-ups-title',
      'pipeline-title',
    ]);
  },
});

export const NarrowWithSeveralLinks = meta.story({
  args: {
    titleId: 'lead-title',
    title: 'Maria Lopez',
    width: 'narrow',
    nav: (
      <Inline gap="4">
        <Link href="/admin">← All leads</Link>
        <Link href="/admin/board">Status board</Link>
        <Link href="/admin/contacts/lead-1">All submissions of this person</Link>
      </Inline>
    ),
    children: (
      <AdminPageSection titleId="notes-title" title="Notes">
        <Text>Called back; site visit on Tuesday.</Text>
      </AdminPageSection>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Notes' })).toHaveTextContent('site visit on Tuesday');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Status board' })).toBeVisible();
    await expect(canvas.getByText('Six columns, one per status.')).toBeVisible();
  },
});
