import { adminRegions, type AdminLead } from '@site/domain/staff/lead-table';
import { leadSources, leadStatuses } from '@site/domain/leads/leads';
import { minimalLead, sampleLead, urgentLead } from './staff-fixtures';
import { ana, kai, storyToday } from './pipeline-fixtures';

export { ana, kai, storyToday };

const firstNames = ['Leilani', 'Marcus', 'Priya', 'Tomás', 'Hana', 'Dmitri', 'Grace', 'Owen', 'Noelani', 'Ravi'];
const lastNames = ['Akana', 'Brooks', 'Chen', 'Delgado', 'Esposito', 'Fujita', 'Garcia', 'Holm'];

/**
 * A full page of the lead table (50 rows, newest first): every source, status and region, some without an
 * estimate, owner or follow-up, an urgent emergency on top and follow-ups overdue, due today and later.
 */
export const pageOfLeads: AdminLead[] = [
  { ...urgentLead, followUpOn: '2026-11-20' },
  ...Array.from({ length: 49 }, (_, index): AdminLead => {
    const day = 22 - Math.floor(index / 3);
    const hour = 23 - ((index * 5) % 14);
    return {
      ...minimalLead,
      id: `row-${index + 1}`,
      name: `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]}`,
      email: `row${index + 1}@example.com`,
      source: leadSources[index % leadSources.length]!,
      status: leadStatuses[index % leadStatuses.length]!,
      region: adminRegions[index % adminRegions.length]!,
      estimatedValue: index % 4 === 3 ? null : 15_000 + ((index * 37_500) % 900_000),
      owner: index % 3 === 0 ? ana : index % 3 === 1 ? kai : null,
      followUpOn: index % 5 === 0 ? '2026-11-19' : index % 5 === 1 ? storyToday : index % 5 === 2 ? '2026-12-02' : null,
      createdAt: `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00.000Z`,
      updatedAt: `2026-11-22T10:${String(index).padStart(2, '0')}:00.000Z`,
    };
  }),
];

/** One row with every column filled. */
export const oneLead: AdminLead[] = [{ ...sampleLead, owner: ana, followUpOn: storyToday }];
