import { company } from '@site/domain/company';
import type { MetaDescriptor } from 'react-router';
import { pageAt } from '../content/pages';

/** The public address; canonical URLs and the sitemap are built on it. */
export const siteOrigin = 'https://www.pacificspan.example';

/** Title, description, canonical URL and Open Graph tags for one page of the route table. */
export function pageMeta(path: string): MetaDescriptor[] {
  const page = pageAt(path);
  if (!page) throw new Error(`No page info for ${path}: add it to app/content/pages.ts`);
  const title = `${page.title} | ${company.name}`;
  const url = `${siteOrigin}${path}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
  ];
}

/** JSON-LD for the business: a GeneralContractor with its licences and the areas it serves. */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: company.name,
    url: siteOrigin,
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: 'US',
    },
    areaServed: ['California', 'Oregon', 'Hawaii'].map((name) => ({ '@type': 'State', name })),
    hasCredential: company.licences.map((licence) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'Contractor licence',
      name: `${licence.state} contractor licence ${licence.number}`,
      recognizedBy: { '@type': 'State', name: licence.state },
    })),
  };
}
