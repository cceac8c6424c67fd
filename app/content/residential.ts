import { company } from '@site/domain/company/company';

/** /residential-development (docs/product.md §6.4): every text and figure of the page; images come from images.ts. */

const licence = (code: 'CA' | 'OR') => {
  const found = company.licences.find((entry) => entry.code === code);
  if (!found) throw new Error(`No ${code} licence in domain/company/company.ts`);
  return found;
};

export const residential = {
  title: 'Residential Development',
  lead: 'Single-family homes and whole streets, framed the traditional way or with factory-built panels: 30-50% faster, with up to 90% less waste.',
  galleryLabel: 'Residential development photos',
  sections: [
    {
      title: 'From Lot to Move-In',
      text: 'We plan, permit and build residential developments as one team: foundations, framing, roofing, finishes, driveways and landscaping, with one schedule for every lot and one superintendent who answers for it.',
    },
    {
      title: 'Why We Build With Panels',
      text: 'Wall panels and trusses arrive framed and sheathed from the factory. A house is closed in within days instead of weeks, so rain costs hours rather than lost framing, and a street of homes moves at the pace of the crane.',
    },
    {
      title: 'Stick Framing Where It Fits',
      text: 'Custom plans, hillside lots and additions still suit framing on site. We build both ways and recommend the one that fits your plan, site and budget.',
    },
  ],
  comparison: {
    title: 'Stick Framing vs Panel Construction',
    caption: 'Stick framing compared with panel construction',
    rows: [
      {
        aspect: 'Construction speed',
        stick: 'Every stud cut and nailed on site; framing takes weeks',
        panel: '30-50% faster: walls set in days',
      },
      {
        aspect: 'Weather impact',
        stick: 'Open framing is exposed to rain for weeks',
        panel: 'Built indoors and dried in within days',
      },
      {
        aspect: 'Quality control',
        stick: 'Depends on site conditions and each crew',
        panel: 'Factory tolerances, checked before shipping; up to 90% less waste',
      },
      {
        aspect: 'Design flexibility',
        stick: 'Any change is possible on site',
        panel: 'Changes settled at design; standard and custom panel sets',
      },
      {
        aspect: 'Energy performance',
        stick: 'Good, with careful sealing on site',
        panel: 'Tighter envelope with fewer gaps and thermal bridges',
      },
    ],
  },
  kits: {
    badge: 'Coming Soon',
    title: 'Modular Home Kits',
    text: 'Complete home kits designed, engineered and delivered by us: modular builds 50% faster, about 20% cost savings, from $80-160 per sq ft.',
    coverageTitle: 'Coverage',
    coverage: [
      { state: 'Hawaii', note: 'All islands, shipped by barge' },
      { state: 'California', note: `Contractor licence #${licence('CA').number}` },
      { state: 'Oregon', note: `Contractor licence #${licence('OR').number}` },
    ],
  },
  confidential: {
    title: 'High-End Client Portfolio',
    text: 'Many of our finest custom homes are not shown here: our high-end clients ask for privacy, and their projects are protected by non-disclosure agreements. Vetted partners can ask for a private presentation.',
  },
  capabilitiesTitle: 'Residential Capabilities',
  capabilities: [
    { title: 'Custom Homes', text: "One-off homes to your architect's plans, stick-framed or panelized." },
    { title: 'Subdivisions', text: 'Streets of homes built in phases with one crew and one schedule.' },
    { title: 'Panelized Framing', text: 'Factory-built walls and trusses, set by crane and closed in within days.' },
    { title: 'Foundations', text: 'Slabs, stem walls and engineered footings, including volcanic rock in Hawaii.' },
    { title: 'Seismic Design', text: 'Shear walls and hold-downs engineered for California codes.' },
    { title: 'Site Work & Landscaping', text: 'Driveways, walkways and planting that finish every lot.' },
  ],
  cta: {
    title: 'Planning a Home or a Street of Them?',
    text: 'Talk to us about the lot, the plan and the schedule.',
    action: 'Start Your Project',
    href: '/#contact',
  },
};
