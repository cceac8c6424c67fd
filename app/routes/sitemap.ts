import { publishedPages } from '../content/pages';
import { siteOrigin } from '../lib/seo';

/** /sitemap.xml from the route table: every page with its change frequency and priority. */
export function loader() {
  const urls = publishedPages
    .map(
      (page) =>
        `  <url><loc>${siteOrigin}${page.path}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
