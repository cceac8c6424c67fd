import type { Config } from '@react-router/dev/config';
import { pages } from './app/content/pages';

export default {
  ssr: true,
  // Public pages are HTML files made at build time and served as static assets; the Worker renders only
  // what must stay dynamic: /admin, /api, the NDA images, /contact's redirect and the 404 page
  // (docs/decisions/020-pre-rendered-public-pages.md).
  prerender: [...pages.map((page) => page.path), '/sitemap.xml', '/robots.txt'],
} satisfies Config;
