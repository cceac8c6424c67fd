import { company } from '../company/company';
import { formatUsd } from '../pricing/money';
import { estimateProject } from '../pricing/pricing';

/**
 * What the chat assistant knows: short, factual entries written from the same company facts and pricing
 * rules the site shows. Each names the page or form to go to next.
 */
export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Words visitors use for this topic, including everyday ones ('cost', 'price', 'how much'). */
  keywords: string;
  answer: string;
  next: { label: string; href: string };
}

const licence = (code: 'CA' | 'OR' | 'HI') => company.licences.find((entry) => entry.code === code)?.number ?? '';
const example = estimateProject({
  projectType: 'commercial',
  squareFootage: 2000,
  location: 'california',
  timeline: 'standard',
  qualityLevel: 'standard',
});

const intake = { label: 'the free-estimate form', href: '/intake' };
const calculator = { label: 'the instant calculator on our home page', href: '/#calculator' };
const contact = { label: 'our contact section', href: '/#contact' };

export const knowledgeBase: readonly KnowledgeEntry[] = [
  {
    id: 'about',
    title: 'About the company',
    keywords:
      'who are you company history founded experience about background chairman architect years business long clients projects completed how many number track record team experienced staff people',
    answer: `${company.name} is a licensed general contractor and design/build firm founded in ${company.foundedYear} (${company.claims.yearsExperience} years of experience), headquartered in ${company.headquarters}. We have completed ${company.claims.projects} projects for ${company.claims.clients} clients across California, Oregon and Hawaii, and our architect has been licensed since ${company.claims.architectLicensedSince}.`,
    next: { label: 'our team page', href: '/staff' },
  },
  {
    id: 'services',
    title: 'Services we offer',
    keywords:
      'services offer do build provide work types what kind design build planning cost control construction management commercial concrete department stores parking lot striping renovation remodel residential home homes house adu adus ohana accessory dwelling restaurant retail office warehouse warehouses industrial',
    answer:
      'We offer Design|Build, Planning|Cost Control, Construction Management, Commercial Construction, Professional Concrete Work, Large Department Stores, Prefab & SIP Construction, CPR Developments & Subdivisions, and Commercial Parking Lot Striping. Residential, retail, restaurant, office and tenant-improvement projects are all part of our work.',
    next: { label: 'the services on our home page', href: '/#services' },
  },
  {
    id: 'design-build',
    title: 'Design/build',
    keywords: 'design build designbuild one contract engineering single point responsibility',
    answer:
      'Design/build means one contract and one team: architectural design, engineering, permitting and construction under a single point of responsibility, so decisions are faster and budgets stay visible from the first sketch.',
    next: intake,
  },
  {
    id: 'construction-management',
    title: 'Construction management',
    keywords:
      'construction management manager oversight daily reports schedule site supervision project manager superintendent',
    answer:
      'Our construction management covers scheduling, subcontractor coordination, daily reports with photos, safety and quality control. Clients see progress through our reporting platform; sample reports are on the project reports page.',
    next: { label: 'the project reports page', href: '/project-reports' },
  },
  {
    id: 'regions',
    title: 'Where we build and our licences',
    keywords:
      'where locations areas serve states regions california oregon hawaii licensed licence license number contractor work',
    answer: `We build in California, Oregon and Hawaii, with a division in each. Our licences: California ${licence('CA')}, Oregon ${licence('OR')} and Hawaii ${licence('HI')}.`,
    next: contact,
  },
  {
    id: 'hawaii',
    title: 'Hawaii division',
    keywords: 'hawaii island islands oahu maui kauai big island hilo kona honolulu tropical logistics shipping',
    answer: `Our Hawaii division (licence ${licence('HI')}) handles island construction management and tropical-environment building: shipping lead times, island logistics, salt air and humidity, and foundations on volcanic rock.`,
    next: intake,
  },
  {
    id: 'volcanic-foundations',
    title: 'Volcanic-rock foundations',
    keywords: 'volcanic rock lava basalt foundation foundations excavation footing slab hawaii ground soil',
    answer:
      'Building on volcanic rock in Hawaii needs specialist foundations: rock excavation and drilling, engineered footings anchored into basalt, and drainage planned for the porous ground. It is one of our specialities.',
    next: intake,
  },
  {
    id: 'california',
    title: 'California division',
    keywords: 'california bay area san francisco los angeles san diego central valley concord seismic earthquake',
    answer: `Our headquarters is in ${company.headquarters}, and our California division (licence ${licence('CA')}) builds across the Bay Area, the Central Valley, Los Angeles and San Diego, with seismic design and local permitting built into every schedule.`,
    next: intake,
  },
  {
    id: 'oregon',
    title: 'Oregon division',
    keywords: 'oregon portland pacific northwest rain wet season',
    answer: `Our Oregon division (licence ${licence('OR')}) builds in Portland and across the state, planning around the wet season so framing and roofing happen under cover or in dry weather.`,
    next: intake,
  },
  {
    id: 'hours',
    title: 'Office and field hours',
    keywords: 'hours open opening times office field crew crews morning when available weekend saturday sunday call',
    answer: `Office hours are ${company.hours.office}; field hours are ${company.hours.field}. Emergency service is available ${company.hours.emergency}. Our extended schedule is ${company.hours.extended.join(', ')}.`,
    next: contact,
  },
  {
    id: 'emergency',
    title: '24-hour emergency service',
    keywords:
      'emergency urgent damage flood water fire storm leak roof structural collapse collapsed today now tonight 24 hour hotline immediate repair',
    answer: `Emergency service runs ${company.hours.emergency}. Use the 24-Hour Emergency form on our partners page: our response team contacts you ${company.responseTimes.emergency}, and critical cases are handled within 0-4 hours. You can also call ${company.phone}.`,
    next: { label: 'the 24-Hour Emergency form', href: '/partners' },
  },
  {
    id: 'cost-plus',
    title: 'Cost-plus delivery',
    keywords:
      'cost plus costplus fee management fee transparency bid padding fixed price guaranteed maximum price gmp savings open book',
    answer:
      'With cost-plus you pay the actual costs plus a predetermined management fee, typically 7-10%. There is no bid padding (often 15-25% in fixed bids), clients typically save 8-15% versus fixed price, and a guaranteed maximum price option is available. Because there is no bidding round (4-8 weeks), work can start 6+ weeks sooner.',
    next: { label: 'the cost-plus page', href: '/cost-plus-advantage' },
  },
  {
    id: 'takeoff',
    title: 'How fast work starts',
    keywords: 'start mobilize mobilization takeoff quickly fast soon begin how long before lead time',
    answer:
      'Under cost-plus we mobilize immediately: takeoffs take 3-5 days for commercial renovations, 5-10 days for new construction, and the same day for emergencies.',
    next: { label: 'the cost-plus page', href: '/cost-plus-advantage' },
  },
  {
    id: 'pricing',
    title: 'What a project costs',
    keywords:
      'cost price prices how much budget estimate quote per square foot sq ft sqft expensive cheap rate calculator',
    answer: `Our instant calculator prices by square foot: a base rate by project type (commercial $180, retail $220, restaurant $250, office $160, residential $140, renovation $120), adjusted for location (California x1.3, Oregon x1.1, Hawaii x1.5), quality (premium x1.25, luxury x1.5) and timeline (rush x1.3, flexible x0.9). Tell me the size, type, place, finishes and schedule and I'll price it. For example, 2,000 sq ft of standard commercial space in California comes to about ${formatUsd(example.lowEnd)} - ${formatUsd(example.highEnd)}. A detailed estimate is free.`,
    next: calculator,
  },
  {
    id: 'timeline',
    title: 'How long a project takes',
    keywords: 'how long duration timeline weeks months schedule time take finish complete',
    answer:
      'As a first guide, our calculator allows about 2 weeks per 1,000 sq ft, adjusted by type (commercial 1.2x, restaurant 1.1x, retail 1x, office 0.9x, residential 0.8x, renovation 0.7x). Under cost-plus, examples run faster than conventional delivery: kitchen renovations 6-10 weeks instead of 12-16, office tenant improvements 4-8 instead of 8-12.',
    next: calculator,
  },
  {
    id: 'prefab',
    title: 'Prefab, SIP and panelized framing',
    keywords:
      'prefab prefabricated sip structural insulated panels panelized panel framing kit modular stick frame faster waste',
    answer:
      'Panelized and SIP construction builds walls in a factory: framing goes up 30-50% faster than stick framing, with about 20% cost savings and up to 90% less waste, at roughly $80-160 per sq ft for the kit. Modular home kits for Hawaii, California and Oregon are coming soon.',
    next: { label: 'the build-it comparison', href: '/build-it' },
  },
  {
    id: 'subdivisions',
    title: 'CPR developments and subdivisions',
    keywords:
      'cpr condominium property regime subdivision subdivisions lots development developer land future projects',
    answer:
      'We plan and build CPR (condominium property regime) developments and subdivisions, with concepts of about 300 lots each. Our future projects page shows the Hawaii, California and Oregon concepts; the Hawaii documentation is NDA protected.',
    next: { label: 'the future projects page', href: '/future-projects' },
  },
  {
    id: 'nda',
    title: 'NDA-protected portal',
    keywords: 'nda non disclosure confidential access code portal private documentation subdivision partners vetted',
    answer:
      'Vetted partners can open the confidential subdivision portal with an access code and by accepting the NDA. If you need a code, contact us and we will arrange the agreement.',
    next: { label: 'the NDA portal', href: '/nda-subdivision' },
  },
  {
    id: 'start-project',
    title: 'How to start a project',
    keywords:
      'start project begin get started next step hire contact consultation free estimate quote request form intake',
    answer: `Fill in the free-estimate form with your project type, location, budget and timeline; we reply within ${company.responseTimes.intake} to schedule a consultation. For a quick number first, try the instant calculator.`,
    next: intake,
  },
  {
    id: 'response-times',
    title: 'How soon we reply',
    keywords: 'reply respond response hear back when contact callback how soon wait',
    answer: `We reply to project requests within ${company.responseTimes.intake}, partnership applications within ${company.responseTimes.partner}, bid requests within ${company.responseTimes.bid}, and emergency requests ${company.responseTimes.emergency}.`,
    next: intake,
  },
  {
    id: 'partners',
    title: 'Partnerships and bids',
    keywords:
      'partner partnership developer lender supplier manufacturer subcontractor bid request tender rfp work with you',
    answer: `Developers, lenders, material suppliers, manufacturers and subcontractors can apply on our partners page; we review applications within ${company.responseTimes.partner}. Bid requests get a response within ${company.responseTimes.bid}.`,
    next: { label: 'the partners page', href: '/partners' },
  },
  {
    id: 'contact',
    title: 'Contact details',
    keywords:
      'contact phone call number email e-mail mail address street suite zip postal code city office where located location headquarters reach talk speak person visit drop',
    answer: `Call us at ${company.phone}, e-mail ${company.email} or use the contact form; our office is at ${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}.`,
    next: contact,
  },
  {
    id: 'warranty',
    title: 'Warranty and quality',
    keywords: 'warranty guarantee quality defects structural zero tolerance insurance',
    answer: `Our structural work carries a ${company.claims.structuralWarrantyYears}-year warranty, and our quality standard is zero tolerance for defects, backed by daily quality-control reports.`,
    next: contact,
  },
  {
    id: 'technology',
    title: 'Technology and reporting',
    keywords:
      'app technology software platform reporting portal login online track progress dashboard live application',
    answer:
      'Clients follow their project through our daily-reporting app, a project-management platform and a custom client app with 99.9% uptime. The app login page links to the live application.',
    next: { label: 'the app login page', href: '/app-login' },
  },
  {
    id: 'portfolio',
    title: 'Portfolio and gallery',
    keywords:
      'portfolio gallery photos pictures examples past work previous projects references shopping center residential',
    answer:
      'Our gallery shows about 100 photos across retail, commercial, framing, foundations and residential work, and case pages cover a residential development and a shopping-centre renovation. Many client projects are private under NDA.',
    next: { label: 'the gallery', href: '/gallery' },
  },
  {
    id: 'recommendations',
    title: 'Project recommendations',
    keywords: 'recommend recommendation advice which service suggest plan what do i need ai',
    answer:
      'Our recommendations page turns your project type, location, budget and timeline into suggested services, a cost range, a timeline, the risks to plan for and next steps.',
    next: { label: 'the recommendations page', href: '/project-recommendations' },
  },
];
