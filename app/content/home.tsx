import { company } from '@site/domain/company/company';
import type { Service } from '@site/ui/widgets/site/ServiceCards';
import { BrickWall, Building2, ClipboardList, Factory, HardHat, Map, Ruler, SquareParking, Store } from 'lucide-react';

/** The home page's words and figures (docs/product.md §5); components only lay them out. */
export const hero = {
  eyebrow: `Licensed general contractor since ${company.foundedYear}`,
  title: 'Design/Build Across California, Oregon & Hawaii',
  lead: `From first sketch to final inspection: ${company.claims.projects} projects completed, zero-tolerance quality, and an instant estimate in ${company.claims.estimateSeconds} seconds.`,
  primary: { label: 'Get Free Estimate', href: '#intake-form' },
  secondary: { label: 'View Our Work', href: '#portfolio' },
};

const details = (...lines: string[]) => (
  <ul>
    {lines.map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ul>
);

/** The nine services (docs/product.md §5.3); the first four ids are the footer's links (docs/product.md §4.2). */
export const services: Service[] = [
  {
    id: 'design-build',
    icon: Ruler,
    title: 'Design|Build',
    description: 'One contract, one team, from sketch to keys.',
    details: details(
      'Architecture and engineering in-house',
      'Permitting handled for you',
      'A single point of responsibility',
    ),
  },
  {
    id: 'planning-cost-control',
    icon: ClipboardList,
    title: 'Planning|Cost Control',
    description: 'Budgets that hold from bid to closeout.',
    details: details(
      'Cost-plus with a 7-10% management fee',
      'Guaranteed maximum price option',
      'Open-book reporting every week',
    ),
  },
  {
    id: 'construction-management',
    icon: HardHat,
    title: 'Construction Management',
    description: 'Your project, run daily by people who answer.',
    details: details(
      'Daily reports with photos',
      'Subcontractor and schedule coordination',
      'Safety and quality control on site',
    ),
  },
  {
    id: 'commercial-construction',
    icon: Building2,
    title: 'Commercial Construction',
    description: 'Retail, restaurant, office and tenant improvements.',
    details: details('Ground-up and renovation', 'Occupied-building phasing', 'Three states, one standard'),
  },
  {
    id: 'concrete',
    icon: BrickWall,
    title: 'Professional Concrete Work',
    description: 'Foundations, slabs and site concrete.',
    details: details(
      'Engineered footings, including volcanic rock',
      'Slabs on grade and structural concrete',
      'Driveways and hardscape',
    ),
  },
  {
    id: 'department-stores',
    icon: Store,
    title: 'Large Department Stores',
    description: 'Big-box build-outs and rebrands on tight openings.',
    details: details('Night and phased work', 'National-brand standards', 'Fixture and finish coordination'),
  },
  {
    id: 'prefab-sip',
    icon: Factory,
    title: 'Prefab & SIP Construction',
    description: 'Panelized framing, 30-50% faster than stick.',
    details: details('Structural insulated panels', 'Up to 90% less waste', 'About 20% cost savings'),
  },
  {
    id: 'cpr-subdivisions',
    icon: Map,
    title: 'CPR Developments & Subdivisions',
    description: 'Condominium property regimes and subdivisions.',
    details: details('Entitlement to infrastructure', 'Concepts of about 300 lots', 'Hawaii documentation under NDA'),
  },
  {
    id: 'parking-striping',
    icon: SquareParking,
    title: 'Commercial Parking Lot Striping',
    description: 'Layout, striping and ADA stalls.',
    details: details('Restriping and new layouts', 'ADA-compliant accessible stalls', 'Night work for open centres'),
  },
];

export const portfolio = [
  {
    title: 'Kailua Hillside Residence',
    category: 'Residential',
    description: 'A custom home on a sloped lot with engineered footings and a wraparound lanai.',
    stats: { location: 'Oahu, Hawaii', status: 'Completed', specialty: 'Custom home' },
  },
  {
    title: 'Walnut Creek Retail Center',
    category: 'Commercial',
    description: 'A 42,000 sq ft shopping centre renovated while every store stayed open.',
    stats: { location: 'California', status: 'Completed', specialty: 'Occupied renovation' },
  },
  {
    title: 'Downtown Fine Jewelers',
    category: 'Custom Jewelry Stores',
    description: 'Custom millwork, secure vaulting and showcase lighting in 10 weeks.',
    stats: { location: 'San Francisco, California', status: 'Completed', specialty: 'Custom interiors' },
  },
  {
    title: 'Pearl District Lofts',
    category: 'Residential',
    description: 'Panelized framing for 24 units, framed 40% faster than stick.',
    stats: { location: 'Portland, Oregon', status: 'Completed', specialty: 'Panelized framing' },
  },
] as const;

export const about = {
  title: `Building the Pacific since ${company.foundedYear}`,
  leadership: `Led by our founder and chairman of the board, with an architect licensed since ${company.claims.architectLicensedSince}, ${company.name} designs and builds across three states with one standard: zero tolerance for defects.`,
  history:
    'Founded in 1987 in Concord, California, we grew from tenant improvements into full design/build. Our Oregon division followed the Pacific Northwest housing boom with panelized framing, and our Hawaii division brought specialist foundations on volcanic rock and island logistics. Today we run commercial, retail and residential work from one platform, with daily reporting on every site.',
  qualifications: [
    `Licensed in California (${company.licences[0].number}), Oregon (${company.licences[1].number}) and Hawaii (${company.licences[2].number})`,
    `${company.claims.yearsExperience} years of design and building experience, with an architect licensed since ${company.claims.architectLicensedSince}`,
    `${company.claims.clients} clients and ${company.claims.projects} projects completed`,
    'Prefab, SIP and panelized framing specialists',
    'CPR developments and subdivisions',
    'Volcanic-rock foundations in Hawaii',
    `${company.claims.structuralWarrantyYears}-year structural warranty`,
  ],
  divisions: [
    {
      id: 'hawaii',
      title: 'Hawaii Division',
      text: 'Island construction management, tropical-environment building and volcanic-rock foundations on Oahu, Maui, Kauai and the Big Island.',
    },
    {
      id: 'california',
      title: 'California Division',
      text: 'Headquarters in Concord: commercial, retail and residential work from the Bay Area to San Diego, with seismic design built in.',
    },
    {
      id: 'oregon',
      title: 'Oregon Division',
      text: 'Portland-based panelized framing and residential development, scheduled around the wet season.',
    },
  ],
} as const;

export const hawaiiDivision = {
  title: 'Hawaii Division',
  lead: 'Building on the islands takes island knowledge: shipping schedules, salt air, trade winds and rock.',
  services: [
    {
      title: 'Island Construction Management',
      text: 'Materials consolidated on the mainland and shipped on schedule, with local crews and inspectors on every island.',
    },
    {
      title: 'Tropical Environment Expertise',
      text: 'Corrosion-resistant details, ventilation for humidity, and hurricane-rated connections.',
    },
  ],
  leaders: [
    { name: 'Leilani Kahale', role: 'Division Manager', specializations: ['Island logistics', 'Permitting'] },
    {
      name: 'Kimo Alapai',
      role: 'Senior Superintendent',
      specializations: ['Volcanic-rock foundations', 'Site safety'],
    },
    {
      name: 'Noelani Cabral',
      role: 'Project Engineer',
      specializations: ['Structural design', 'Hurricane resilience'],
    },
  ],
  capabilities: [
    {
      title: 'Foundation Work',
      text: 'Drilling and engineered footings anchored into basalt.',
      /** The 'Foundation Work' item shows a pop-up on hover and on keyboard focus (docs/product.md §5.5). */
      popup:
        'Core-drilled piers and engineered footings keyed into volcanic rock, designed for island seismic and hurricane loads.',
    },
    { title: 'Island logistics', text: 'Long-lead items ordered 8-12 weeks ahead and tracked to the site.' },
    { title: 'Local partners', text: 'Trusted subcontractors on every island we build on.' },
  ],
};

export const technology = {
  title: 'Technology That Keeps You Informed',
  platforms: [
    {
      title: 'Daily Reporting App',
      features: [
        'Photos and notes from the field every day',
        'Weather, crew and hours logged',
        'Shared with you automatically',
      ],
    },
    {
      title: 'Project Management Platform',
      features: ['Schedules and milestones', 'Budget tracking against cost-plus', 'Change orders with approvals'],
    },
    { title: 'Custom Client App', features: ['Your project in your pocket', 'Documents and drawings', '99.9% uptime'] },
  ],
  reporting: [
    'Weekly status reports',
    'Daily field reports',
    'Labour and subcontractor hours',
    'Quality and safety logs',
  ],
  claims: [
    { value: '99.9%', label: 'Uptime' },
    { value: company.claims.projects, label: 'Projects' },
    { value: '3', label: 'States' },
  ],
};

/** The four points of 'Why Choose' (docs/product.md §5.7). */
export const whyChoose = [
  { title: 'Quality Service', text: 'Exceptional craftsmanship and attention to detail.' },
  { title: 'Contract Administration', text: 'Professional management of contractual aspects and compliance.' },
  { title: 'Fast-Track Scheduling', text: 'Efficient delivery without compromising quality.' },
  { title: 'Elite Team', text: 'Experienced project managers and staff.' },
] as const;
