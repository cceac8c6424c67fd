import type { ProjectType } from '@site/ui/widgets/forms/ProjectTypePicker';
import { company } from '@site/domain/company/company';

/**
 * /modern-panelized-framing (docs/product.md §6.8): benefits, the six-step process with its timelines, and the
 * four project types with their price ranges per square foot. Headline figures are the site's static
 * marketing figures (docs/product.md §6.11).
 */

export interface ProcessStep {
  title: string;
  duration: string;
  text: string;
}

/** The four project types (docs/product.md §6.8); the first is shown until the visitor picks another. */
const projectTypes: readonly [ProjectType, ...ProjectType[]] = [
  {
    id: 'single-family',
    label: 'Single Family',
    pricePerSqFt: '$150-250',
    description: 'Custom and production homes, from a single lot to a subdivision.',
    features: [
      'Custom floor plans engineered into panels',
      'Energy-efficient wall assemblies',
      'Framed in days, not weeks',
    ],
  },
  {
    id: 'multi-family',
    label: 'Multi-Family',
    pricePerSqFt: '$120-200',
    description: 'Townhomes, duplexes and apartment buildings with repeatable units.',
    features: [
      'Repeated units built on one production run',
      'Fire-rated and acoustic party walls',
      'Floors stacked on a tight schedule',
    ],
  },
  {
    id: 'commercial',
    label: 'Commercial',
    pricePerSqFt: '$100-180',
    description: 'Retail, office and light commercial buildings with long clear spans.',
    features: ['Long-span roof panels', 'Open plans for tenant improvements', 'Shorter closures for occupied sites'],
  },
  {
    id: 'institutional',
    label: 'Institutional',
    pricePerSqFt: '$130-220',
    description: 'Schools, clinics and community buildings that must open on a fixed date.',
    features: [
      'Built to public-works standards',
      'Panels made during the school year, set in the summer',
      'Quiet, clean sites next to occupied buildings',
    ],
  },
];

export const panelizedFraming = {
  title: 'Modern Panelized Framing',
  intro:
    'Wall, floor and roof panels built in a factory to engineered drawings, delivered as a kit and set on your foundation by our crews. Less time on site, less waste, and a frame that is square from day one.',
  highlights: [
    { label: 'Construction time reduced', value: '50-70%' },
    { label: 'Cost savings', value: '15-25%' },
    { label: 'Structural warranty', value: `${company.claims.structuralWarrantyYears}-year` },
  ],
  benefits: [
    {
      title: 'Speed',
      text: 'Construction time reduced 50-70%: panels are made while the site is prepared, then set in days.',
    },
    {
      title: 'Cost',
      text: 'Cost savings of 15-25% from fewer labour hours, less waste and a shorter loan on the land.',
    },
    {
      title: 'Precision',
      text: 'Machine-cut panels built to the engineered drawings: straight walls, tight joints, fewer callbacks.',
    },
    {
      title: 'Less Waste',
      text: 'Up to 90% less waste than stick framing: offcuts stay in the factory and are reused.',
    },
    {
      title: 'Weather Resistance',
      text: 'The shell is closed within days, so rain and sun have little time to reach the frame.',
    },
    {
      title: 'Warranty',
      text: `A ${company.claims.structuralWarrantyYears}-year structural warranty on every panelized frame we set.`,
    },
  ],
  process: [
    {
      title: 'Design & Engineering',
      duration: '2-3 weeks',
      text: 'Your plans are engineered into panels, with structural calculations and permit drawings.',
    },
    {
      title: 'Panel Manufacturing',
      duration: '4-6 weeks',
      text: 'The factory cuts and assembles every wall, floor and roof panel under cover.',
    },
    {
      title: 'Site Preparation',
      duration: '2-4 weeks',
      text: 'Meanwhile we prepare the site and pour the foundation, so nothing waits.',
    },
    { title: 'Delivery', duration: '1-2 days', text: 'Panels arrive numbered, in the order they are set.' },
    {
      title: 'Assembly',
      duration: '1-3 weeks',
      text: 'Our crew sets the panels by crane and closes the shell against the weather.',
    },
    {
      title: 'Finishing',
      duration: '6-12 weeks',
      text: 'Mechanical, electrical, plumbing and finishes, inspected and handed over.',
    },
  ] satisfies ProcessStep[],
  projectTypes,
  callToAction: {
    title: 'Frame Your Next Project in Panels',
    text: 'Tell us about your plans, or talk them through with our team first.',
    start: { label: 'Start Your Project', href: '/intake' },
    talk: { label: 'Talk to Our Team', href: '/#contact' },
  },
} as const;
