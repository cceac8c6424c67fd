import { siteOrigin } from '../lib/seo';

/** /robots.txt: everything public may be crawled, one request a second (spec part 1 §2.1). */
export function loader() {
  const text = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Crawl-delay: 1', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
