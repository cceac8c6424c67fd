import { describe, expect, it } from 'vitest';
import { recommendationLocations } from './recommendation';
import { recommendProject } from './recommendation-engine';
import { recommendationSchema, type RecommendationInput } from './recommendation-schema';
import { fieldErrorsOf } from '../forms/validation';

const recommend = (input: RecommendationInput) => recommendProject(recommendationSchema.parse(input));

interface Row {
  input: RecommendationInput;
  services: string[];
  risks: RegExp[];
  /** No size given means no cost range. */
  cost?: string;
}

/**
 * Cost ranges computed by hand from docs/product.md §7.5 (see the pricing tests for the method); the timeline
 * maps to the calculator's: ASAP/Emergency = rush x1.3, Flexible and 1+ years = flexible x0.9, else x1.
 */
const rows: [string, Row][] = [
  [
    'commercial, Bay Area, sized',
    {
      input: {
        projectType: 'Commercial Construction',
        location: 'California - Bay Area',
        budget: '$1M - $5M',
        timeline: '6-12 months',
        size: '5000',
      },
      services: ['Design|Build', 'Commercial Construction'],
      risks: [/seismic/, /Bay Area permitting/],
      cost: '$994,500 - $1,345,500',
    },
  ],
  [
    'retail on Oahu, rushed',
    {
      input: {
        projectType: 'Retail Store Development',
        location: 'Hawaii - Oahu',
        budget: '$1M - $5M',
        timeline: 'ASAP/Emergency',
        size: 3000,
      },
      services: ['Commercial Construction', '24-Hour Emergency Response'],
      risks: [/Volcanic-rock/, /Island logistics/, /rush schedule/],
      cost: '$1,093,950 - $1,480,050',
    },
  ],
  [
    'shopping centre in Portland',
    {
      input: {
        projectType: 'Shopping Center Renovation',
        location: 'Oregon - Portland',
        budget: '$1M - $5M',
        timeline: '3-6 months',
        size: '20,000',
      },
      services: ['Construction Management', 'Commercial Parking Lot Striping'],
      risks: [/wet season/],
      cost: '$2,244,000 - $3,036,000',
    },
  ],
  [
    'restaurant in Los Angeles, flexible',
    {
      input: {
        projectType: 'Restaurant Construction',
        location: 'California - Los Angeles',
        budget: '$500K - $1M',
        timeline: 'Flexible',
        size: '2500 sq ft',
      },
      services: ['Design|Build'],
      risks: [/Los Angeles permitting/],
      cost: '$621,563 - $840,938',
    },
  ],
  [
    'office in Oregon',
    {
      input: {
        projectType: 'Office Building Development',
        location: 'Oregon - Other',
        budget: '$1M - $5M',
        timeline: '6-12 months',
        size: 12000,
      },
      services: ['Design|Build', 'Construction Management'],
      risks: [/wet season/],
      cost: '$1,795,200 - $2,428,800',
    },
  ],
  [
    'residential on Maui, 1+ years',
    {
      input: {
        projectType: 'Residential',
        location: 'Hawaii - Maui',
        budget: '$500K - $1M',
        timeline: '1+ years',
        size: 2400,
      },
      services: ['Design|Build'],
      risks: [/Volcanic-rock/],
      cost: '$385,560 - $521,640',
    },
  ],
  [
    'tenant improvement in San Diego, rushed',
    {
      input: {
        projectType: 'Tenant Improvement',
        location: 'California - San Diego',
        budget: '$100K - $500K',
        timeline: 'ASAP/Emergency',
        size: 1500,
      },
      services: ['Commercial Construction', '24-Hour Emergency Response'],
      risks: [/San Diego permitting/, /rush schedule/],
      cost: '$258,570 - $349,830',
    },
  ],
  [
    'other type, other place',
    {
      input: { projectType: 'Other', location: 'Other', budget: '$500K - $1M', timeline: '3-6 months', size: 4000 },
      services: ['Planning|Cost Control'],
      risks: [],
      cost: '$612,000 - $828,000',
    },
  ],
  [
    'custom home in the Central Valley',
    {
      input: {
        projectType: 'Custom Home',
        location: 'California - Central Valley',
        budget: '$100K - $500K',
        timeline: '6-12 months',
        size: 1800,
      },
      services: ['Design|Build', 'Planning|Cost Control'],
      risks: [/Central Valley permitting/],
      cost: '$278,460 - $376,740',
    },
  ],
  [
    'ground-up multi-state',
    {
      input: {
        projectType: 'Ground-Up Construction',
        location: 'Multi-State',
        budget: '$5M - $10M',
        timeline: '1+ years',
        size: 40000,
      },
      services: ['Professional Concrete Work'],
      risks: [/Multi-state/],
      cost: '$6,609,600 - $8,942,400',
    },
  ],
  [
    'department store over budget',
    {
      input: {
        projectType: 'Department Store Construction',
        location: 'California - Other',
        budget: '$5M - $10M',
        timeline: '1+ years',
        size: 80000,
      },
      services: ['Large Department Stores'],
      risks: [/Budget gap/, /California permitting/],
      cost: '$17,503,200 - $23,680,800',
    },
  ],
  [
    'traditional home in Oregon',
    {
      input: {
        projectType: 'Traditional Home',
        location: 'Oregon - Portland',
        budget: '$100K - $500K',
        timeline: '6-12 months',
        size: 3200,
      },
      services: ['Professional Concrete Work'],
      risks: [/wet season/],
      cost: '$418,880 - $566,720',
    },
  ],
  [
    'prefab on the Big Island, no size',
    {
      input: {
        projectType: 'Prefab Construction',
        location: 'Hawaii - Big Island',
        budget: '$100K - $500K',
        timeline: '3-6 months',
      },
      services: ['Prefab & SIP Construction'],
      risks: [/Volcanic-rock/],
    },
  ],
  [
    'modular on Kauai, no size',
    {
      input: {
        projectType: 'Modular Construction',
        location: 'Hawaii - Kauai',
        budget: '$500K - $1M',
        timeline: '6-12 months',
      },
      services: ['Prefab & SIP Construction', 'Design|Build'],
      risks: [/Island logistics/],
    },
  ],
  [
    'emergency repairs',
    {
      input: {
        projectType: 'Emergency Repairs',
        location: 'California - Bay Area',
        budget: 'Contact for Quote',
        timeline: 'ASAP/Emergency',
      },
      services: ['24-Hour Emergency Response'],
      risks: [/Hidden damage/, /rush schedule/],
    },
  ],
  [
    'ADA requirement',
    {
      input: {
        projectType: 'Tenant Improvement',
        location: 'Oregon - Portland',
        budget: '$100K - $500K',
        timeline: '1-3 months',
        specialRequirements: ['ADA restrooms'],
      },
      services: ['Accessibility (ADA) design review'],
      risks: [/ADA compliance/],
    },
  ],
  [
    'solar and LEED',
    {
      input: {
        projectType: 'Office Building Development',
        location: 'California - San Diego',
        budget: '$1M - $5M',
        timeline: '6-12 months',
        specialRequirements: ['LEED Silver', 'rooftop solar'],
      },
      services: ['Energy and sustainability design'],
      risks: [/Green certification/],
    },
  ],
  [
    'historic building',
    {
      input: {
        projectType: 'Commercial Construction',
        location: 'California - Los Angeles',
        budget: '$1M - $5M',
        timeline: '6-12 months',
        specialRequirements: ['historic facade'],
      },
      services: ['Commercial Construction'],
      risks: [/Historic review/],
    },
  ],
  [
    'seismic retrofit',
    {
      input: {
        projectType: 'Other',
        location: 'California - Bay Area',
        budget: '$500K - $1M',
        timeline: '3-6 months',
        specialRequirements: ['seismic retrofit'],
      },
      services: ['Seismic retrofit engineering'],
      risks: [/seismic design/],
    },
  ],
  [
    'restaurant kitchen',
    {
      input: {
        projectType: 'Restaurant Construction',
        location: 'Hawaii - Oahu',
        budget: '$500K - $1M',
        timeline: '3-6 months',
        specialRequirements: ['full commercial kitchen with hood'],
      },
      services: ['Design|Build'],
      risks: [/Commercial kitchens/],
    },
  ],
  [
    'stays open during work',
    {
      input: {
        projectType: 'Shopping Center Renovation',
        location: 'Oregon - Other',
        budget: '$1M - $5M',
        timeline: '6-12 months',
        specialRequirements: ['stay open during construction'],
      },
      services: ['Construction Management'],
      risks: [/occupied building/],
    },
  ],
  [
    'parking lot',
    {
      input: {
        projectType: 'Retail Store Development',
        location: 'California - Central Valley',
        budget: '$500K - $1M',
        timeline: '3-6 months',
        specialRequirements: ['new parking lot'],
      },
      services: ['Commercial Parking Lot Striping'],
      risks: [/Central Valley/],
    },
  ],
  [
    'foundation work',
    {
      input: {
        projectType: 'Residential',
        location: 'Oregon - Portland',
        budget: '$100K - $500K',
        timeline: '3-6 months',
        specialRequirements: ['new slab foundation'],
      },
      services: ['Professional Concrete Work'],
      risks: [/wet season/],
    },
  ],
  [
    'under $100K renovation',
    {
      input: {
        projectType: 'Tenant Improvement',
        location: 'Oregon - Portland',
        budget: 'Under $100K',
        timeline: '1-3 months',
        size: 1000,
      },
      services: ['Commercial Construction'],
      risks: [/Budget gap/],
      cost: '$112,200 - $151,800',
    },
  ],
  [
    'over $10M never short',
    {
      input: {
        projectType: 'Commercial Construction',
        location: 'Hawaii - Oahu',
        budget: 'Over $10M',
        timeline: '1+ years',
        size: 60000,
      },
      services: ['Design|Build'],
      risks: [/Volcanic-rock/],
      cost: '$12,393,000 - $16,767,000',
    },
  ],
  [
    'contact for quote',
    {
      input: {
        projectType: 'Custom Home',
        location: 'Hawaii - Maui',
        budget: 'Contact for Quote',
        timeline: 'Flexible',
        size: 5000,
      },
      services: ['Design|Build'],
      risks: [/Volcanic-rock/],
      cost: '$803,250 - $1,086,750',
    },
  ],
  [
    'office in Bay Area 1-3 months',
    {
      input: {
        projectType: 'Office Building Development',
        location: 'California - Bay Area',
        budget: '$5M - $10M',
        timeline: '1-3 months',
        size: 30000,
      },
      services: ['Design|Build'],
      risks: [/Bay Area permitting/],
      cost: '$5,304,000 - $7,176,000',
    },
  ],
  [
    'retail multi-state',
    {
      input: {
        projectType: 'Retail Store Development',
        location: 'Multi-State',
        budget: '$1M - $5M',
        timeline: '6-12 months',
        size: 10000,
      },
      services: ['Design|Build'],
      risks: [/Multi-state/],
      cost: '$2,244,000 - $3,036,000',
    },
  ],
  [
    'residential other place, no size',
    {
      input: { projectType: 'Residential', location: 'Other', budget: '$100K - $500K', timeline: '3-6 months' },
      services: ['Design|Build'],
      risks: [],
    },
  ],
  [
    'commercial Oregon rushed, small',
    {
      input: {
        projectType: 'Commercial Construction',
        location: 'Oregon - Portland',
        budget: '$100K - $500K',
        timeline: 'ASAP/Emergency',
        size: 1000,
      },
      services: ['24-Hour Emergency Response'],
      risks: [/rush schedule/, /wet season/],
      cost: '$218,790 - $296,010',
    },
  ],
];

describe('recommendProject: services, risks and cost for 30 input combinations', () => {
  it.each(rows)('%s', (_name, row) => {
    const result = recommend(row.input);
    for (const service of row.services) expect(result.recommendedServices).toContain(service);
    for (const risk of row.risks) expect(result.riskFactors.some((text) => risk.test(text))).toBe(true);
    expect(result.estimatedCost).toBe(row.cost);
    expect(result.nextSteps.length).toBeGreaterThanOrEqual(2);
    expect(result.reasoning).toContain(row.input.location);
    expect(result.reasoning).toContain(row.input.budget);
  });
});

describe('confidence', () => {
  const base: RecommendationInput = {
    projectType: 'Commercial Construction',
    location: 'California - Bay Area',
    budget: '$1M - $5M',
    timeline: '6-12 months',
    size: 5000,
  };

  it('is highest for precise inputs and drops for each vague one', () => {
    const precise = recommend(base).confidenceScore;
    expect(precise).toBeGreaterThanOrEqual(0.9);
    expect(recommend({ ...base, size: undefined }).confidenceScore).toBeLessThan(precise);
    expect(recommend({ ...base, projectType: 'Other' }).confidenceScore).toBeLessThan(precise);
    expect(recommend({ ...base, budget: 'Contact for Quote' }).confidenceScore).toBeLessThan(precise);
    const vaguest = recommend({
      ...base,
      projectType: 'Other',
      location: 'Other',
      budget: 'Contact for Quote',
      size: undefined,
    });
    expect(vaguest.confidenceScore).toBeGreaterThanOrEqual(0.4);
    expect(vaguest.confidenceScore).toBeLessThan(0.6);
  });

  it.each([
    ['ASAP/Emergency', 'an ASAP/Emergency timeline'],
    ['1-3 months', 'a 1-3 months timeline'],
    ['Flexible', 'a Flexible timeline'],
  ] as const)('writes the article a %s timeline needs', (timeline, phrase) => {
    expect(recommend({ ...base, timeline }).reasoning).toContain(phrase);
  });

  it('cites the inputs, the size and the special requirements in its reasoning', () => {
    const result = recommend({ ...base, specialRequirements: ['ADA restrooms'] });
    expect(result.reasoning).toContain('about 5,000 sq ft');
    expect(result.reasoning).toContain('6-12 months');
    expect(result.reasoning).toContain('ADA restrooms');
    expect(result.suggestedTimeline).toBe('About 12 weeks of construction after permits');
  });
});

const errors = (input: unknown) => {
  const result = recommendationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('recommendationSchema (docs/product.md §9.1)', () => {
  it('gives the spec messages', () => {
    expect(errors({})).toEqual({
      projectType: 'Project type is required',
      location: 'Location is required',
      budget: 'Budget is required',
      timeline: 'Timeline is required',
    });
    expect(errors({ projectType: 'Castle', location: 'Mars', budget: '$1', timeline: 'never' })).toMatchObject({
      projectType: 'Project type is required',
      location: 'Location is required',
    });
  });

  it('accepts an empty e-mail but not a wrong one', () => {
    const valid = {
      projectType: 'Residential',
      location: 'Hawaii - Oahu',
      budget: '$100K - $500K',
      timeline: 'Flexible',
    };
    expect(errors({ ...valid, contactEmail: '' })).toEqual({});
    expect(errors({ ...valid, contactEmail: 'kai@' })).toEqual({ contactEmail: 'Valid email required' });
    expect(errors({ ...valid, size: 'huge' })).toEqual({ size: 'Size must be a number of square feet' });
  });

  it('lists every location of the spec', () => {
    expect(recommendationLocations).toHaveLength(14);
    expect(recommendationLocations).toContain('Hawaii - Big Island');
  });
});
