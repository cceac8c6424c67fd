/**
 * /shopping-center-renovation (docs/product.md §6.5): every text and figure of the page; images come from images.ts.
 */
export const shoppingCenter = {
  title: 'Shopping Center Renovation',
  lead: 'A full renovation of an occupied neighbourhood shopping center: new canopy, storefronts, anchor entrance, parking and a pad building, with every tenant open throughout.',
  projectGallery: { title: 'The Project', label: 'Project photos' },
  crewGallery: { title: 'The Crew', label: 'Crew photos' },
  stats: [
    { label: 'Core crew', value: '16 members' },
    { label: 'Timeline', value: 'Under schedule' },
    { label: 'Project type', value: 'Retail renovation' },
    { label: 'Location', value: 'Pleasant Hill, California' },
  ],
  overviewTitle: 'Project Overview',
  overview: [
    "The center's frontages were dated and its canopy was failing. The owner needed a new face for the whole center without closing a single shop, and wanted the work done before the holiday season.",
    'A core crew of 16 ran the job from demolition to handover. Noisy and overhead work happened at night, the walkway stayed covered and lit, and the parking lot was resurfaced in phases so half of it was always open.',
  ],
  achievementsTitle: 'Key Achievements',
  achievements: [
    'Delivered under schedule, ahead of the holiday season',
    'Every tenant stayed open for the whole renovation',
    'Zero lost-time incidents across the project',
    'Storefront glass set overnight so shops could trade by day',
    'Parking resurfaced in phases, with half the lot always open',
    'A new pad building for two restaurants added in the same contract',
  ],
  actions: [
    { label: 'Start Your Project', href: '/intake', variant: 'secondary' },
    { label: 'View Project Gallery', href: '/gallery', variant: 'outline' },
  ],
} as const;
