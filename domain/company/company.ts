/**
 * Every brand fact in one place: pages, JSON-LD and the chat assistant read it from here, so a real owner
 * changes this one file. Contact data is deliberately fictional (555 number, .example domain).
 */
export const company = {
  name: 'Pacific Span Builders',
  shortName: 'Pacific Span',
  phone: '(925) 555-0142',
  email: 'hello@pacificspan.example',
  address: {
    street: '1200 Example Parkway, Suite 555',
    city: 'Concord',
    region: 'CA',
    postalCode: '94520',
  },
  foundedYear: 1987,
  licences: [
    { state: 'California', code: 'CA', number: '521142' },
    { state: 'Oregon', code: 'OR', number: '250931' },
    { state: 'Hawaii', code: 'HI', number: 'BC 18423' },
  ],
  headquarters: 'Concord, California',
  /** The office's clock: business days, follow-up days and promised response times are read in it. */
  timeZone: 'America/Los_Angeles',
  /** Both hours blocks are shown side by side, as given (docs/product.md §2.3). */
  hours: {
    office: 'Monday to Friday, 9:00 AM to 4:00 PM',
    field: 'Monday to Friday, 6:00 AM to 4:00 PM',
    emergency: '24/7',
    extended: ['Monday to Friday 8:00 AM to 6:00 PM', 'Saturday 9:00 AM to 4:00 PM', 'Sunday by appointment'],
  },
  claims: {
    clients: '500+',
    projects: '500+',
    yearsExperience: '40+',
    estimateSeconds: 15,
    architectLicensedSince: 1977,
    structuralWarrantyYears: 5,
  },
  /** Promised response times of each form (docs/product.md §7.6, docs/product.md §7.7). */
  responseTimes: {
    intake: '1-2 business days',
    partner: '48 hours',
    bid: '3 business days',
    emergency: 'within 24 hours',
  },
  liveAppUrl: 'https://app.pacificspan.example',
  manufacturerUrl: 'https://panels.manufacturer.example',
  professionalNetworkUrl: 'https://network.pacificspan.example',
} as const;

export type Licence = (typeof company.licences)[number];

/** The company phone as a link: E.164 with the US country code, as phones dial it from anywhere. */
export const companyPhoneHref = `tel:+1${company.phone.replace(/\D/g, '')}`;

/** The three states we build in, as every form's location select offers them (docs/product.md §7.7). */
export const stateLocations = [
  { value: 'california', label: 'California' },
  { value: 'oregon', label: 'Oregon' },
  { value: 'hawaii', label: 'Hawaii' },
] as const;
