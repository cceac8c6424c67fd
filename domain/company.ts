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
  liveAppUrl: 'https://app.pacificspan.example',
  manufacturerUrl: 'https://panels.manufacturer.example',
  professionalNetworkUrl: 'https://network.pacificspan.example',
} as const;

export type Licence = (typeof company.licences)[number];
