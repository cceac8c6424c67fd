import type { RecommendationRequest } from './recommendation-schema';
import type { CalculatorInput } from '../pricing/calculator-schema';
import { company } from '../company/company';
import { formatUsd } from '../pricing/money';
import { estimateProject, type Estimate } from '../pricing/pricing';
import { withArticle } from '../forms/text';

import {
  type RecommendationProjectType,
  type RecommendationBudget,
  type RecommendationTimeline,
  type Recommendation,
} from './recommendation';

const servicesByType: Record<RecommendationProjectType, string[]> = {
  'Commercial Construction': [
    'Design|Build',
    'Commercial Construction',
    'Construction Management',
    'Planning|Cost Control',
  ],
  'Retail Store Development': ['Design|Build', 'Commercial Construction', 'Planning|Cost Control'],
  'Shopping Center Renovation': [
    'Construction Management',
    'Commercial Construction',
    'Commercial Parking Lot Striping',
    'Planning|Cost Control',
  ],
  'Department Store Construction': ['Large Department Stores', 'Construction Management', 'Planning|Cost Control'],
  'Restaurant Construction': ['Design|Build', 'Commercial Construction', 'Planning|Cost Control'],
  'Office Building Development': ['Design|Build', 'Commercial Construction', 'Construction Management'],
  'Tenant Improvement': ['Commercial Construction', 'Planning|Cost Control', 'Construction Management'],
  'Ground-Up Construction': [
    'Design|Build',
    'Professional Concrete Work',
    'Construction Management',
    'Planning|Cost Control',
  ],
  'Emergency Repairs': ['24-Hour Emergency Response', 'Construction Management'],
  Residential: ['Design|Build', 'Planning|Cost Control', 'Construction Management'],
  'Modular Construction': ['Prefab & SIP Construction', 'Design|Build', 'Professional Concrete Work'],
  'Prefab Construction': ['Prefab & SIP Construction', 'Design|Build', 'Professional Concrete Work'],
  'Traditional Home': ['Design|Build', 'Professional Concrete Work', 'Construction Management'],
  'Custom Home': ['Design|Build', 'Planning|Cost Control', 'Construction Management'],
  Other: ['Planning|Cost Control', 'Construction Management'],
};

/** Which calculator rates apply (docs/product.md §7.5); 'other' uses the calculator's 'any other' rate. */
const calculatorTypeOf: Record<RecommendationProjectType, string> = {
  'Commercial Construction': 'commercial',
  'Retail Store Development': 'retail',
  'Shopping Center Renovation': 'renovation',
  'Department Store Construction': 'retail',
  'Restaurant Construction': 'restaurant',
  'Office Building Development': 'office',
  'Tenant Improvement': 'renovation',
  'Ground-Up Construction': 'commercial',
  'Emergency Repairs': 'renovation',
  Residential: 'residential',
  'Modular Construction': 'residential',
  'Prefab Construction': 'residential',
  'Traditional Home': 'residential',
  'Custom Home': 'residential',
  Other: 'other',
};

/** Budget bounds in dollars; 'Contact for Quote' has none. */
const budgetRange: Record<RecommendationBudget, { min: number; max: number } | null> = {
  'Under $100K': { min: 0, max: 100_000 },
  '$100K - $500K': { min: 100_000, max: 500_000 },
  '$500K - $1M': { min: 500_000, max: 1_000_000 },
  '$1M - $5M': { min: 1_000_000, max: 5_000_000 },
  '$5M - $10M': { min: 5_000_000, max: 10_000_000 },
  'Over $10M': { min: 10_000_000, max: Number.POSITIVE_INFINITY },
  'Contact for Quote': null,
};

const stateOf = (location: string) => location.split(' - ')[0] ?? location;
const placeOf = (location: string) => location.split(' - ')[1];

const calculatorLocation = (location: string) => {
  const state = stateOf(location);
  if (state === 'California') return 'california';
  if (state === 'Oregon') return 'oregon';
  if (state === 'Hawaii') return 'hawaii';
  return 'other';
};

const calculatorTimeline = (timeline: RecommendationTimeline) => {
  if (timeline === 'ASAP/Emergency') return 'rush';
  if (timeline === 'Flexible' || timeline === '1+ years') return 'flexible';
  return 'standard';
};

const californiaPermitting: Record<string, string> = {
  'Bay Area': 'Bay Area permitting commonly takes 4-9 months; plan reviews start before design is final.',
  'Los Angeles': 'Los Angeles permitting commonly takes 3-6 months, longer for coastal or hillside sites.',
  'San Diego': 'San Diego permitting commonly takes 3-6 months; coastal zones add review.',
  'Central Valley': 'Central Valley permitting is usually 2-4 months.',
};

interface Rule {
  pattern: RegExp;
  service?: string;
  risk?: string;
}

/** Special requirements that change the plan: each adds a service or a named risk. */
const requirementRules: Rule[] = [
  {
    pattern: /\bada\b|accessib|wheelchair/i,
    service: 'Accessibility (ADA) design review',
    risk: 'ADA compliance adds design review and inspection steps.',
  },
  {
    pattern: /leed|green|sustainab|energy|solar|net.?zero/i,
    service: 'Energy and sustainability design',
    risk: 'Green certification adds documentation and commissioning time.',
  },
  { pattern: /histor/i, risk: 'Historic review can add months to permitting and limits material choices.' },
  { pattern: /seismic|retrofit|earthquake/i, service: 'Seismic retrofit engineering' },
  { pattern: /parking|striping|lot/i, service: 'Commercial Parking Lot Striping' },
  {
    pattern: /kitchen|hood|grease/i,
    risk: 'Commercial kitchens need hood, fire-suppression and health-department approvals.',
  },
  {
    pattern: /occupied|open during|stay open|phased/i,
    risk: 'Working in an occupied building needs phasing, night work and protected public paths.',
  },
  { pattern: /concrete|foundation|slab/i, service: 'Professional Concrete Work' },
];

function budgetRisk(budget: RecommendationBudget, estimate: Estimate, squareFeet: number): string | undefined {
  const range = budgetRange[budget];
  if (!range || estimate.lowEnd <= range.max) return undefined;
  return `Budget gap: about ${squareFeet.toLocaleString('en-US')} sq ft is estimated at ${formatUsd(estimate.lowEnd)} - ${formatUsd(estimate.highEnd)}, above the ${budget} budget. Consider reducing scope, phasing the work, or a larger budget.`;
}

/**
 * The recommendation engine: deterministic, explained, and priced by the same rules as the calculator.
 * Confidence drops when the inputs are vague ('Other', 'Contact for Quote', no size).
 */
export function recommendProject(input: RecommendationRequest): Recommendation {
  const type = input.projectType as RecommendationProjectType;
  const timeline = input.timeline as RecommendationTimeline;
  const budget = input.budget as RecommendationBudget;
  const state = stateOf(input.location);
  const place = placeOf(input.location);
  const services = new Set(servicesByType[type]);
  const risks: string[] = [];

  let estimate: Estimate | undefined;
  if (input.size !== undefined) {
    const calculatorInput = {
      projectType: calculatorTypeOf[type],
      squareFootage: input.size,
      location: calculatorLocation(input.location),
      timeline: calculatorTimeline(timeline),
    } as CalculatorInput;
    estimate = estimateProject(calculatorInput);
    const gap = budgetRisk(budget, estimate, input.size);
    if (gap) risks.push(gap);
  }

  if (state === 'Hawaii') {
    risks.push(
      'Volcanic-rock foundations may need rock excavation and engineered footings; budget a geotechnical survey.',
    );
    risks.push('Island logistics: materials ship from the mainland, so order long-lead items 8-12 weeks ahead.');
  } else if (state === 'California') {
    risks.push('California seismic design (CBC) shapes the structure and adds engineering review.');
    risks.push(
      place && californiaPermitting[place]
        ? californiaPermitting[place]
        : 'California permitting commonly takes 3-6 months depending on the city.',
    );
  } else if (state === 'Oregon') {
    risks.push(
      'Oregon wet season (October to April): schedule foundations and roofing for dry months or plan weather protection.',
    );
  } else if (state === 'Multi-State') {
    risks.push('Multi-state work needs licences, permits and inspections coordinated in each state.');
  }

  if (timeline === 'ASAP/Emergency') {
    risks.push('A rush schedule adds about 30% to cost and leaves little room for permit or material delays.');
    services.add('24-Hour Emergency Response');
  }
  if (type === 'Emergency Repairs')
    risks.push('Hidden damage is common in emergency repairs; expect the scope to change once walls are opened.');

  for (const requirement of input.specialRequirements ?? []) {
    for (const rule of requirementRules) {
      if (!rule.pattern.test(requirement)) continue;
      if (rule.service) services.add(rule.service);
      if (rule.risk && !risks.includes(rule.risk)) risks.push(rule.risk);
    }
  }

  let confidence = 0.92;
  if (type === 'Other') confidence -= 0.15;
  if (input.location === 'Other') confidence -= 0.1;
  if (input.location === 'Multi-State') confidence -= 0.05;
  if (budget === 'Contact for Quote') confidence -= 0.1;
  if (input.size === undefined) confidence -= 0.1;
  if (risks.some((risk) => risk.startsWith('Budget gap'))) confidence -= 0.05;
  const confidenceScore = Math.round(Math.max(0.4, confidence) * 100) / 100;

  const sizeText = input.size === undefined ? '' : ` of about ${input.size.toLocaleString('en-US')} sq ft`;
  const requirementsText = input.specialRequirements?.length
    ? ` You asked for: ${input.specialRequirements.join(', ')}.`
    : '';
  const costText = estimate
    ? ` Using our calculator's rates, that size is estimated at ${formatUsd(estimate.lowEnd)} - ${formatUsd(estimate.highEnd)}.`
    : ' Add the size to get a cost range.';
  const reasoning = `For a ${type.toLowerCase()} project${sizeText} in ${input.location} with ${withArticle(`${budget} budget`)} and ${withArticle(`${timeline} timeline`)}, we recommend ${[...services].join(', ')}.${costText}${requirementsText}`;

  const nextSteps = [
    `Submit a detailed project request; we reply within ${company.responseTimes.intake}.`,
    'Schedule a site visit and a free consultation with a project manager.',
  ];
  if (state === 'Hawaii') nextSteps.push('Order a geotechnical survey of the site.');
  if (state === 'California' || state === 'Oregon')
    nextSteps.push(
      `Start a permit pre-application with ${place && place !== 'Other' ? place : 'the local building department'}.`,
    );
  if (budget === 'Contact for Quote' || input.size === undefined)
    nextSteps.push('Share drawings or a floor area so we can price the project precisely.');

  return {
    projectType: type,
    location: input.location,
    budget,
    reasoning,
    confidenceScore,
    recommendedServices: [...services],
    estimatedCost: estimate ? `${formatUsd(estimate.lowEnd)} - ${formatUsd(estimate.highEnd)}` : undefined,
    suggestedTimeline: estimate
      ? `About ${estimate.timelineWeeks} weeks of construction after permits`
      : timeline === 'ASAP/Emergency'
        ? 'Mobilization within days; duration depends on scope'
        : `Planned for ${timeline}`,
    riskFactors: risks,
    nextSteps,
  };
}

/** A recommendation request that left a contact e-mail: stored as a lead with its session. */
export type RecommendationLeadData = RecommendationRequest & { sessionId: string };
