import { company, companyPhoneHref } from '@site/domain/company/company';

/** The words of /intake and the home page's intake section (docs/product.md §7.6). */
export const intakePage = {
  title: 'Start Your Project',
  intro: `Tell us what you want to build. We reply within ${company.responseTimes.intake} to schedule a free consultation.`,
  formTitle: 'Project details',
};

/** The words of /partners (docs/product.md §7.7): three tabs, the partner info cards and the emergency banner. */
export const partnersPage = {
  title: 'Partners, Emergencies & Bids',
  intro: 'Build with us, reach our 24-hour emergency team, or ask us to bid on your project.',
  tabsLabel: 'Partner forms',
  tabs: {
    partner: {
      label: 'Partnership Applications',
      title: 'Apply to partner with us',
      intro: `We review every application and reply within ${company.responseTimes.partner}.`,
    },
    emergency: {
      label: '24-Hour Emergency',
      title: 'Request emergency service',
      intro: 'Structural, water, fire or storm damage: tell us what happened and how to reach you.',
    },
    bid: {
      label: 'Request Bid',
      title: 'Request a project bid',
      intro: `Send us the scope and we respond with a bid within ${company.responseTimes.bid}.`,
    },
  },
  infoCards: [
    { title: 'Developers', text: 'Subdivisions, CPR developments and mixed-use projects from entitlement to keys.' },
    {
      title: 'Financial Lenders',
      text: 'Construction lending with open-book cost reports and draw schedules you can verify.',
    },
    {
      title: 'Material Suppliers',
      text: 'Steady volume across California, Oregon and Hawaii, with schedules shared weeks ahead.',
    },
    { title: 'Manufacturers', text: 'Panelized, SIP and modular systems installed by crews who know them.' },
  ],
  emergencyBanner: {
    title: '24-hour emergency response',
    points: [
      { title: 'Response within 24 hours', text: 'A crew lead calls you back and schedules a site visit.' },
      { title: 'Multi-state coverage', text: 'California, Oregon and Hawaii.' },
    ],
    hotline: {
      title: 'Hotline available',
      text: 'Call us any time, day or night:',
      phone: company.phone,
      href: companyPhoneHref,
    },
  },
} as const;
