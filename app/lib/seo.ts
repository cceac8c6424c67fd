import { company } from '@site/domain/company/company';
import type { MetaDescriptor } from 'react-router';
import { pageAt, publishedPages } from '../content/pages';

/** The public address; canonical URLs and the sitemap are built on it. */
export const siteOrigin = 'https://www.pacificspan.example';

/** /sitemap.xml: every published page with its change frequency and priority. */
export function sitemapXml(): string {
  const urls = publishedPages
    .map(
      (page) =>
        `  <url><loc>${siteOrigin}${page.path}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** /robots.txt: everything public may be crawled, one request a second (docs/product.md §3.3). */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Crawl-delay: 1',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Where the in-page sitemap list and robots text are kept in the browser (docs/product.md §3.3). */
export const seoStorageKeys = { sitemap: 'sitemap.xml', robots: 'robots.txt' } as const;

/**
 * The site keeps a generated sitemap list and robots text in local storage. The server serves the real
 * files too (docs/product.md §3.3); this copy is the same text, so the two can never disagree.
 */
export function rememberSeoFiles(storage: () => Pick<Storage, 'setItem'>): void {
  try {
    storage().setItem(seoStorageKeys.sitemap, sitemapXml());
    storage().setItem(seoStorageKeys.robots, robotsTxt());
  } catch {
    // Storage full or blocked (private mode): the served files are the ones that matter.
  }
}

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
