import type { ConstructionMethod } from '@site/ui/widgets/site/MethodPanel';
import { galleryImages, type GalleryCategory, type GalleryImage } from './images';

/**
 * /build-it (docs/product.md §6.6): stick construction against panel construction. The figures are the site's
 * static marketing figures (docs/product.md §6.11): panels 30-50% faster with up to 90% less waste; modular kits 50%
 * faster, a 20% cost saving and $80-160 per sq ft.
 */

const photos = (category: GalleryCategory): readonly GalleryImage[] =>
  galleryImages.filter((image) => image.category === category).slice(0, 3);

export interface ComparisonRow {
  aspect: string;
  stick: string;
  panel: string;
}

export const buildIt = {
  title: 'Stick vs Panel Construction',
  intro:
    'Two ways to frame a building. Stick framing builds every wall on site, piece by piece; panel construction builds the walls in a factory and sets them on your foundation in days. Compare them side by side, then talk to us about which one suits your project.',
  methods: [
    {
      id: 'stick',
      label: 'Stick Construction',
      summary: 'Traditional framing: lumber is cut and nailed on site, wall by wall.',
      advantages: [
        'Every framing crew knows it, so crews are easy to schedule',
        'Walls can still move on site until the sheathing goes on',
        'No factory lead time before framing starts',
        'Suits one-of-a-kind designs, additions and renovations',
      ],
      considerations: [
        'The frame stands open to rain and sun until the building is dried in',
        'Quality depends on each crew and each day on site',
        'Cut-offs and damaged lumber leave more waste to haul away',
        'A longer schedule means longer financing and site costs',
      ],
      timeline: 'The baseline schedule: framing goes up one piece at a time, and every rain day moves it.',
      pricing:
        'Lumber and framing labour by the hour: the lowest material price, but labour and waste grow with the schedule.',
      weatherImpact:
        'High: lumber and open framing are exposed until the roof and walls are closed, and rain days stop the crew.',
      qualityControl: 'Checked on site, wall by wall, by our superintendent and the building inspector.',
      photos: photos('Stick Frame'),
    },
    {
      id: 'panel',
      label: 'Panel Construction',
      summary: 'Panelized framing: walls and floors are built in a factory to engineered drawings and set on site.',
      advantages: [
        '30-50% faster than stick framing',
        'Up to 90% less waste: panels are cut by machine in the factory',
        'The shell is closed within days, so weather has little time to reach the frame',
        'Square, plumb walls from factory precision',
      ],
      considerations: [
        'The design is fixed before panels are made, so late changes cost more',
        'The site needs crane access and room for deliveries',
        'Factory lead time before the first delivery',
        'Shipping to the islands adds transit time in Hawaii',
      ],
      timeline: '30-50% faster: panels are made while the foundation is poured, then the shell is set in days.',
      pricing:
        'A comparable framing package with far fewer labour hours; the shorter schedule saves financing and site costs.',
      weatherImpact: 'Low: panels are built indoors and arrive ready to set, so the building is dried in within days.',
      qualityControl:
        'Factory-controlled: every panel is cut and assembled to the engineered drawings and checked before it ships.',
      photos: photos('Panelized Kit Framing'),
    },
  ] satisfies ConstructionMethod[],
  comparison: [
    { aspect: 'Construction speed', stick: 'Baseline', panel: '30-50% faster' },
    { aspect: 'Material waste', stick: 'Cut-offs and damaged lumber on site', panel: 'Up to 90% less waste' },
    { aspect: 'Weather impact', stick: 'High: open framing for weeks', panel: 'Low: dried in within days' },
    { aspect: 'Quality control', stick: 'On site, crew by crew', panel: 'Factory-controlled, checked before shipping' },
    { aspect: 'Design flexibility', stick: 'Changes possible during framing', panel: 'Design fixed before production' },
    {
      aspect: 'Best for',
      stick: 'Renovations, additions, one-off designs',
      panel: 'New homes, repeatable units, tight schedules',
    },
  ] satisfies ComparisonRow[],
  modularKits: {
    badge: 'Coming Soon',
    title: 'Modular Home Kits',
    text: 'Complete home kits, engineered and delivered as one package, for owners and developers in Hawaii, California and Oregon.',
    figures: [
      { label: 'faster build', value: '50%' },
      { label: 'cost saving', value: '20%' },
      { label: 'per sq ft', value: '$80-160' },
    ],
  },
  recommendation: {
    title: 'Our Recommendation',
    text: 'For new homes, multi-unit buildings and schedules that cannot slip, we recommend panel construction: it is 30-50% faster, with up to 90% less waste and far less exposure to weather. For renovations, additions and one-of-a-kind designs that will change on site, stick framing remains the better fit. Most projects are clear after one conversation.',
  },
  actions: {
    contact: { label: 'Contact Us', href: '/contact' },
    costPlus: { label: 'See the Cost-Plus Advantage', href: '/cost-plus-advantage' },
    manufacturer: {
      title: 'Our Panel Manufacturer',
      text: 'We build with a panelized kit manufacturer whose factory makes our wall, floor and roof panels.',
      label: 'Visit the panel manufacturer',
    },
  },
} as const;
