/**
 * The NDA portal's five confidential images (docs/product.md §10.1: a gallery of 5 confidential images): plan
 * sheets of the Hawaii subdivision concept, kept as objects in the private FILES bucket (docs/decisions/077) and
 * served only through the grant-checked endpoint, never as public files. Staff put the real sheets there with
 * `npm run nda:plans -- put`; the local seed puts placeholders (scripts/nda-plans/).
 */
export const confidentialImages = [
  {
    id: 'master-site-plan',
    title: 'Master Site Plan',
    description: 'About 300 lots above Hilo on the Big Island, built in three phases around a central park.',
  },
  {
    id: 'phase-1-lot-layout',
    title: 'Phase 1 Lot Layout',
    description: 'The first 48 lots, each with street frontage, setbacks and a panelized home footprint.',
  },
  {
    id: 'utilities-and-drainage',
    title: 'Utilities & Drainage',
    description: 'Water mains, sewer lines, hydrants and two retention basins sized for trade-wind downpours.',
  },
  {
    id: 'grading-and-foundations',
    title: 'Grading & Foundations',
    description: 'Contours every 10 ft and the volcanic-rock zones where foundations are drilled and pinned.',
  },
  {
    id: 'community-amenities',
    title: 'Community & Amenities',
    description: 'The park: community center, pool, two playgrounds and a walking loop shaded by trees.',
  },
] as const;

export type ConfidentialImageId = (typeof confidentialImages)[number]['id'];

export const imageSize = { width: 1200, height: 800 } as const;
export const isConfidentialImageId = (id: string): id is ConfidentialImageId =>
  confidentialImages.some((image) => image.id === id);

/** Where a sheet lives in the FILES bucket. */
export const confidentialImageKey = (id: ConfidentialImageId) => `nda-plans/${id}`;
