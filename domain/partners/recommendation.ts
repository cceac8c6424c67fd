/** The recommendation form's option lists (docs/product.md §9.1; the values are the labels). */
export const recommendationProjectTypes = [
  'Commercial Construction',
  'Retail Store Development',
  'Shopping Center Renovation',
  'Department Store Construction',
  'Restaurant Construction',
  'Office Building Development',
  'Tenant Improvement',
  'Ground-Up Construction',
  'Emergency Repairs',
  'Residential',
  'Modular Construction',
  'Prefab Construction',
  'Traditional Home',
  'Custom Home',
  'Other',
] as const;

export const recommendationBudgets = [
  'Under $100K',
  '$100K - $500K',
  '$500K - $1M',
  '$1M - $5M',
  '$5M - $10M',
  'Over $10M',
  'Contact for Quote',
] as const;

export const recommendationTimelines = [
  'ASAP/Emergency',
  '1-3 months',
  '3-6 months',
  '6-12 months',
  '1+ years',
  'Flexible',
] as const;

export const recommendationLocationGroups = [
  { state: 'California', places: ['Bay Area', 'Central Valley', 'Los Angeles', 'San Diego', 'Other'] },
  { state: 'Oregon', places: ['Portland', 'Other'] },
  { state: 'Hawaii', places: ['Oahu', 'Maui', 'Big Island', 'Kauai', 'Other'] },
] as const;

export const recommendationLocations = [
  ...recommendationLocationGroups.flatMap((group) => group.places.map((place) => `${group.state} - ${place}`)),
  'Multi-State',
  'Other',
] as const;

export type RecommendationProjectType = (typeof recommendationProjectTypes)[number];
export type RecommendationBudget = (typeof recommendationBudgets)[number];
export type RecommendationTimeline = (typeof recommendationTimelines)[number];

/** The special requirements the form offers: each is one the engine below turns into a service or a risk. */
export const recommendationRequirementOptions = [
  'ADA accessibility',
  'LEED or green building',
  'Historic building',
  'Seismic retrofit',
  'Parking lot striping',
  'Commercial kitchen',
  'Stays open during construction',
  'Concrete or foundation work',
] as const;

export interface Recommendation {
  projectType: string;
  location: string;
  budget: string;
  reasoning: string;
  /** 0 to 1; pages show it as a percentage. */
  confidenceScore: number;
  recommendedServices: string[];
  estimatedCost?: string;
  suggestedTimeline?: string;
  riskFactors: string[];
  nextSteps: string[];
}

/** The recommendation form's button, pending and result texts (docs/product.md §9.1). */
export const recommendationCopy = {
  submit: 'Get Recommendation',
  pending: 'Generating Recommendation...',
  success: {
    title: 'Recommendation Generated',
    description: 'Your personalized construction project recommendation is ready!',
  },
  failure: { title: 'Error', fallback: 'Failed to generate recommendation' },
  another: 'Get Another Recommendation',
  detailed: 'Submit Detailed Project Request',
  home: 'Back to Home',
} as const;
