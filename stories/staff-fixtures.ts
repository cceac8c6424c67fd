import type { AdminAnalytics } from '@site/domain/staff/analytics';
import type { AdminLead } from '@site/domain/staff/lead-table';
import type { AdminProject } from '@site/domain/staff/projects';
import { leadSources } from '@site/domain/leads/leads';
import { exampleLead } from '@site/domain/staff/examples';

/** Fictional leads, projects and figures for the admin stories (555 numbers, .example addresses). */
export const sampleLead = exampleLead({
  id: 'lead-1',
  name: 'Keoni Kahale',
  email: 'keoni@kahale.example',
  phone: '(808) 555-0100',
  company: 'Kahale Ohana Builders',
  location: 'Hilo, Hawaii',
  region: 'Hawaii',
  status: 'qualified',
  estimatedValue: 485000,
  notes: 'Wants to start after the rainy season; send the panelized framing brochure.',
  updatedAt: '2026-11-21T09:00:00.000Z',
});

export const urgentLead = exampleLead({
  id: 'lead-2',
  name: 'Dana Ortiz',
  email: 'dana@ortizretail.example',
  phone: '(503) 555-0177',
  location: 'Portland, Oregon',
  region: 'Oregon',
  projectType: 'Water damage',
  source: 'emergency',
  urgency: 'critical',
  isUrgent: true,
  createdAt: '2026-11-21T06:10:00.000Z',
  updatedAt: '2026-11-21T06:10:00.000Z',
});

export const minimalLead = exampleLead({
  id: 'lead-3',
  name: 'Sam Lee',
  email: 'sam@lee.example',
  location: 'Not provided',
  region: 'Unknown',
  projectType: 'Contact: Question about licences',
  status: 'contacted',
  source: 'contact',
  createdAt: '2026-11-19T20:00:00.000Z',
  updatedAt: '2026-11-19T20:00:00.000Z',
});

export const longLead: AdminLead = {
  ...sampleLead,
  id: 'lead-4',
  name: 'Maximiliana Alexandra Featherstonehaugh-Kealamakia',
  email: 'maximiliana.alexandra.featherstonehaugh-kealamakia@a-very-long-company-domain-name.example',
  company: 'Featherstonehaugh, Kealamakia & Associates Commercial Real Estate Development Partners LLC',
  location: 'Unit 4200, 1 Very Long Industrial Park Boulevard, South San Francisco, California',
  projectType: 'Shopping Center Renovation with tenant improvements and seismic retrofit',
  estimatedValue: 12_750_000,
  notes:
    'Called twice. The owner wants a phased renovation so that anchor tenants stay open through the holidays.\nSecond line: needs bonding letters before the board meets on the 14th.',
  status: 'proposal',
  source: 'bid',
};

/** One lead of every source, for the source icons. */
export const leadOfEverySource: AdminLead[] = leadSources.map((source, index) => ({
  ...minimalLead,
  id: `source-${source}`,
  name: `Lead from ${source}`,
  source,
  isUrgent: source === 'emergency',
  urgency: source === 'emergency' ? 'urgent' : null,
  createdAt: `2026-11-${String(10 + index).padStart(2, '0')}T18:00:00.000Z`,
}));

export const sampleProject: AdminProject = {
  id: 'project-1',
  name: 'Concord Retail Center',
  client: 'Diablo Valley Properties',
  location: 'Concord, California',
  type: 'Shopping Center Renovation',
  status: 'in-progress',
  progress: 65,
  budget: 2_400_000,
  actualCost: 1_580_000,
  updatedAt: '2026-11-20T17:00:00.000Z',
};

export const overBudgetProject: AdminProject = {
  id: 'project-2',
  name: 'Kona Coast Residences',
  client: 'Kona Coast Living',
  location: 'Kailua-Kona, Hawaii',
  type: 'Residential',
  status: 'on-hold',
  progress: 40,
  budget: 1_200_000,
  actualCost: 1_310_000,
  updatedAt: '2026-11-18T22:30:00.000Z',
};

export const plannedProject: AdminProject = {
  id: 'project-3',
  name: 'Salem Medical Offices',
  client: 'Willamette Health',
  location: 'Salem, Oregon',
  type: 'Office Building',
  status: 'planning',
  progress: 0,
  budget: 3_100_000,
  actualCost: null,
  updatedAt: '2026-11-12T19:00:00.000Z',
};

export const sampleAnalytics: AdminAnalytics = {
  summary: { totalLeads: 48, activeProjects: 3, pipelineValue: 7_425_000, conversionRate: 17 },
  bySource: leadSources.map((key, index) => ({ key, count: 9 - index, share: Math.round(((9 - index) / 45) * 100) })),
  byRegion: [
    { key: 'California', count: 22, share: 46 },
    { key: 'Oregon', count: 11, share: 23 },
    { key: 'Hawaii', count: 9, share: 19 },
    { key: 'Unknown', count: 6, share: 13 },
  ],
  perWeek: [3, 5, 2, 6, 4, 8, 7, 3, 9, 5, 6, 4].map((count, index) => ({
    weekStart: new Date(Date.UTC(2026, 7, 31 + index * 7)).toISOString().slice(0, 10),
    count,
  })),
};
