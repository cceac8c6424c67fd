/** Every figure of the cost-plus page (docs/product.md §6.2). */
export const costPlus = {
  title: 'The Cost-Plus Advantage',
  definition:
    'Cost-plus means you pay the actual costs of labour, materials and subcontractors, plus a predetermined management fee, typically 7-10%. Every invoice is open to you.',
  benefits: [
    { title: 'Transparency', text: 'Open books: you see every cost, every invoice and every change.' },
    {
      title: 'No bid padding',
      text: 'Fixed bids carry 15-25% of padding for unknowns; cost-plus pays only for what is built.',
    },
    { title: 'Quality focus', text: 'No incentive to cut corners to protect a fixed margin.' },
    {
      title: 'Collaborative changes',
      text: 'Changes are priced at cost, decided together, with no change-order premium.',
    },
    { title: 'Immediate mobilization', text: 'Start 6+ weeks faster: no bidding round, which takes 4-8 weeks.' },
    {
      title: 'Rapid takeoff',
      text: 'Commercial renovations in 3-5 days, new construction in 5-10 days, emergencies the same day.',
    },
  ],
  process: [
    { title: 'Project Planning', text: 'Scope, budget range and schedule agreed; the management fee is set up front.' },
    { title: 'Mobilization', text: 'Crews and long-lead materials are booked at once, with no bidding round.' },
    { title: 'Construction', text: 'Weekly open-book reports show costs against budget as the work goes.' },
    { title: 'Project Completion', text: 'Final accounting, punch list and warranty hand-over.' },
  ],
  examples: [
    { project: 'Kitchen renovations', costPlus: '6-10 weeks', conventional: '12-16 weeks' },
    { project: 'Office tenant improvements', costPlus: '4-8 weeks', conventional: '8-12 weeks' },
    { project: 'Retail buildouts', costPlus: '8-12 weeks', conventional: '12-18 weeks' },
    { project: 'Medical offices', costPlus: '10-14 weeks', conventional: '16-22 weeks' },
  ],
  whenItMakesSense: [
    'Renovations where what is behind the walls is unknown',
    'Fast-track projects that cannot wait for a bidding round',
    'Emergency repairs',
    'Owners who want to make decisions as the work reveals options',
  ],
  whyUs: [
    'Open-book accounting since 1987',
    'Daily field reports and weekly cost reports',
    'Licensed in California, Oregon and Hawaii',
  ],
  faq: [
    {
      question: 'Is cost-plus more expensive than a fixed price?',
      answer: 'Usually not: without bid padding, clients typically save 8-15% compared with a fixed price.',
    },
    {
      question: 'How is the management fee set?',
      answer:
        'It is agreed before work starts, typically 7-10% of the project cost, and does not change with the schedule.',
    },
    {
      question: 'Can I cap my budget?',
      answer: 'Yes. A guaranteed maximum price option sets a ceiling while keeping the books open.',
    },
    {
      question: 'How do I follow the costs?',
      answer: 'Weekly open-book reports list every invoice against the budget, alongside our daily field reports.',
    },
  ],
} as const;
