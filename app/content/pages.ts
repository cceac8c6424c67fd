/**
 * Every page of the route table (docs/product.md §3.1 and docs/product.md §3.3) with what search engines and the site
 * index need: title, description, change frequency and priority (home weekly at 1.0; the others between 0.6 and 0.9).
 */
export interface PageInfo {
  path: string;
  label: string;
  title: string;
  description: string;
  changefreq: 'weekly' | 'monthly' | 'yearly';
  priority: number;
  group: 'Main Pages' | 'Construction Services' | 'Business Solutions' | 'Development Projects' | 'Partners & Business';
  /** False while the page is still being built: it stays out of the sitemap and the site index. */
  published: boolean;
}

export const pages: readonly PageInfo[] = [
  {
    path: '/',
    label: 'Home',
    title: 'Design/Build General Contractor in California, Oregon & Hawaii',
    description:
      'Licensed general contractor and design/build firm since 1987: commercial, retail, residential and prefab construction across California, Oregon and Hawaii.',
    changefreq: 'weekly',
    priority: 1,
    group: 'Main Pages',
    published: true,
  },
  {
    path: '/intake',
    label: 'Start Your Project',
    title: 'Start Your Project: Free Estimate',
    description: 'Tell us about your project and get a reply within 1-2 business days.',
    changefreq: 'monthly',
    priority: 0.9,
    group: 'Main Pages',
    published: true,
  },
  {
    path: '/staff',
    label: 'Team',
    title: 'Our Team',
    description: 'Meet the project managers and division leaders in California, Oregon and Hawaii.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Main Pages',
    published: true,
  },
  {
    path: '/gallery',
    label: 'Gallery',
    title: 'Project Gallery',
    description: 'About 100 photos of retail, commercial, framing, foundation and residential work.',
    changefreq: 'monthly',
    priority: 0.8,
    group: 'Main Pages',
    published: true,
  },
  {
    path: '/site-index',
    label: 'Site Index',
    title: 'Site Index',
    description: 'Every page of the site, grouped.',
    changefreq: 'monthly',
    priority: 0.6,
    group: 'Main Pages',
    published: true,
  },
  {
    path: '/cost-plus-advantage',
    label: 'Cost-Plus',
    title: 'The Cost-Plus Advantage',
    description:
      'Actual costs plus a 7-10% management fee: no bid padding, faster starts and typical savings of 8-15%.',
    changefreq: 'monthly',
    priority: 0.8,
    group: 'Construction Services',
    published: true,
  },
  {
    path: '/build-it',
    label: 'Build It',
    title: 'Stick vs Panel Construction',
    description: 'Compare stick framing with panelized construction: speed, weather, quality and cost.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Construction Services',
    published: true,
  },
  {
    path: '/modern-panelized-framing',
    label: 'Panelized Framing',
    title: 'Modern Panelized Framing',
    description: 'Kit framing in six timed steps, 30-50% faster than stick framing.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Construction Services',
    published: true,
  },
  {
    path: '/project-recommendations',
    label: 'AI Recommendations',
    title: 'Project Recommendations',
    description: 'Services, cost range, timeline and risks for your project in seconds.',
    changefreq: 'monthly',
    priority: 0.8,
    group: 'Business Solutions',
    published: true,
  },
  {
    path: '/project-reports',
    label: 'Project Reports',
    title: 'Sample Project Reports',
    description: 'Weekly and daily report samples from completed projects.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Business Solutions',
    published: true,
  },
  {
    path: '/app-login',
    label: 'App Login',
    title: 'Company App',
    description: 'Sign in to our construction management platform.',
    changefreq: 'monthly',
    priority: 0.6,
    group: 'Business Solutions',
    published: true,
  },
  {
    path: '/residential-development',
    label: 'Residential',
    title: 'Residential Development',
    description: 'A residential development in nine photos, with stick versus panel construction compared.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Development Projects',
    published: true,
  },
  {
    path: '/shopping-center-renovation',
    label: 'Shopping Center',
    title: 'Shopping Center Renovation',
    description: 'A shopping centre renovation by a core crew of 16, delivered under schedule.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Development Projects',
    published: true,
  },
  {
    path: '/future-projects',
    label: 'Future Projects',
    title: 'Future Subdivision Concepts',
    description: 'Subdivision concepts of about 300 lots each in Hawaii, California and Oregon.',
    changefreq: 'monthly',
    priority: 0.7,
    group: 'Development Projects',
    published: true,
  },
  {
    path: '/nda-subdivision',
    label: 'NDA Portal',
    title: 'NDA Subdivision Portal',
    description: 'Confidential documentation for vetted partners.',
    changefreq: 'monthly',
    priority: 0.6,
    group: 'Partners & Business',
    published: true,
  },
  {
    path: '/partners',
    label: 'Partners',
    title: 'Partners, Emergencies & Bids',
    description: 'Partnership applications, 24-hour emergency service and bid requests.',
    changefreq: 'monthly',
    priority: 0.8,
    group: 'Partners & Business',
    published: true,
  },
];

export const pageAt = (path: string): PageInfo | undefined => pages.find((page) => page.path === path);

export const publishedPages = pages.filter((page) => page.published);
