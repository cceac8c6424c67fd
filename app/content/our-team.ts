import type { StaffMember } from '@site/ui/widgets/site/StaffCard';

/**
 * The team page (docs/product.md §6.1). Every person here is invented; initials and colours are derived from the name.
 */
export const leadership: StaffMember[] = [
  {
    name: 'Robert Sandoval',
    title: 'Founder',
    division: 'Corporate Leadership',
    description:
      'Started the company in Concord in 1987 with tenant improvements and grew it into a three-state design/build firm.',
    specializations: ['Design/build', 'Client relationships', 'Company strategy'],
  },
  {
    name: 'Margaret Ishikawa',
    title: 'Chairman of the Board',
    division: 'Corporate Leadership',
    description:
      'An architect licensed since 1977, she chairs the board and reviews the design of every major project.',
    specializations: ['Architecture', 'Governance', 'Quality standards'],
  },
];

export const divisions: { name: string; people: StaffMember[] }[] = [
  {
    name: 'California',
    people: [
      {
        name: 'Daniel Ortega',
        title: 'Division Manager',
        division: 'California',
        description: 'Runs commercial and retail work from the Bay Area to San Diego.',
        specializations: ['Tenant improvements', 'Seismic design', 'Permitting'],
      },
      {
        name: 'Priya Raman',
        title: 'Senior Estimator',
        division: 'California',
        description: 'Prices projects open-book, from first takeoff to guaranteed maximum price.',
        specializations: ['Cost-plus estimating', 'Takeoffs'],
      },
    ],
  },
  {
    name: 'Hawaii',
    people: [
      {
        name: 'Leilani Kahale',
        title: 'Division Manager',
        division: 'Hawaii',
        description: 'Leads island construction management on Oahu, Maui, Kauai and the Big Island.',
        specializations: ['Island logistics', 'Permitting'],
      },
      {
        name: 'Kimo Alapai',
        title: 'Senior Superintendent',
        division: 'Hawaii',
        description: 'Specialist in foundations on volcanic rock and site safety.',
        specializations: ['Volcanic-rock foundations', 'Site safety'],
      },
    ],
  },
  {
    name: 'Pacific Northwest (Oregon)',
    people: [
      {
        name: 'Ruth Sorensen',
        title: 'Division Manager',
        division: 'Pacific Northwest',
        description: 'Builds panelized housing in Portland, scheduled around the wet season.',
        specializations: ['Panelized framing', 'Residential development'],
      },
    ],
  },
  {
    name: 'West Coast Operations',
    people: [
      {
        name: 'Marcus Bell',
        title: 'Operations Director',
        division: 'West Coast Operations',
        description: 'Coordinates crews, equipment and subcontractors between California and Oregon.',
        specializations: ['Scheduling', 'Subcontractor management'],
      },
    ],
  },
  {
    name: 'Multi-State Operations',
    people: [
      {
        name: 'Kenji Watanabe',
        title: 'Program Manager',
        division: 'Multi-State Operations',
        description: 'Runs rollouts for national retail brands across all three states.',
        specializations: ['Retail rollouts', 'Rebrands'],
      },
    ],
  },
  {
    name: 'Financial Operations',
    people: [
      {
        name: 'Elena Petrova',
        title: 'Controller',
        division: 'Financial Operations',
        description: 'Keeps the books open for cost-plus clients, with weekly cost reports.',
        specializations: ['Open-book accounting', 'Cost reporting'],
      },
    ],
  },
];

export const projectManagers: StaffMember[] = [
  {
    name: 'Noelani Cabral',
    title: 'Project Manager',
    division: 'Hawaii',
    description: 'Manages hospitality and residential projects on Oahu.',
    specializations: ['Hospitality', 'Custom homes'],
  },
  {
    name: 'Tomas Reyes',
    title: 'Project Manager',
    division: 'California',
    description: 'Manages occupied shopping-centre renovations.',
    specializations: ['Phased work', 'Retail'],
  },
  {
    name: 'Hannah Lindqvist',
    title: 'Project Manager',
    division: 'Pacific Northwest',
    description: 'Manages panelized residential developments.',
    specializations: ['Panelized framing', 'Subdivisions'],
  },
];
