import type { ConfidentialOverview } from '@site/ui/widgets/site/ConfidentialGallery';

/** /nda-subdivision (docs/product.md §10.1): the locked page and, once unlocked, the overview and notice. */
export const ndaPortal = {
  title: 'NDA Subdivision Portal',
  lockedIntro:
    'This portal holds confidential plans of our Hawaii subdivision concept for partners who have signed our non-disclosure agreement. Enter the access code we gave you.',
  lockedNote: 'Access lasts until you leave or reload this page. Every access is recorded.',
  overview: {
    title: 'Hawaii Subdivision Concept',
    paragraphs: [
      'A planned community of about 300 lots on the Big Island, designed around panelized homes that go up 30-50% faster than stick framing and resist island weather.',
      'The plan sheets below cover the master plan, lot layout, utilities, grading and shared amenities. They are working drawings and change as entitlements progress.',
    ],
    facts: [
      { label: 'Lots', value: 'About 300' },
      { label: 'Status', value: 'In Motion - NDA Protected' },
      { label: 'Construction', value: 'Panelized homes' },
      { label: 'Location', value: 'Big Island, Hawaii' },
    ],
  } satisfies ConfidentialOverview,
  notice:
    'Everything in this portal is confidential under your non-disclosure agreement. Do not copy, download, photograph or share these plans. Your access was recorded with your name, e-mail and company.',
} as const;
