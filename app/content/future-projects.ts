import { futureProjectImages, type CaptionedImage } from './images';

/**
 * /future-projects (docs/product.md §6.7): three subdivision concepts of about 300 lots
 * each; only the Hawaii concept is under NDA, with its documentation in the portal.
 */
export interface FutureProject {
  id: 'hawaii' | 'california' | 'oregon';
  title: string;
  location: string;
  status: 'In Motion - NDA Protected' | 'Ready for Development' | 'Environmental Planning';
  description: string;
  mapImage: CaptionedImage;
  features: readonly string[];
  isNDA: boolean;
  details: readonly { label: string; value: string }[];
  completionDate: string;
}

const [hawaiiMap, californiaMap, oregonMap] = futureProjectImages;
if (!hawaiiMap || !californiaMap || !oregonMap) throw new Error('future-projects: three concept images expected');

export const lotsPerConcept = 300;

export const futureProjects = {
  title: 'Future Subdivision Concepts',
  intro: `Three planned communities of about ${lotsPerConcept} lots each, built with panelized homes in Hawaii, California and Oregon.`,
  privateDocumentation: { label: 'Access Private Documentation', href: '/nda-subdivision' },
  comingSoon: {
    label: 'Documentation Coming Soon',
    note: 'Documentation for this concept is published once its planning stage is complete.',
  },
  ndaNote: 'Documentation is shared with vetted partners under a non-disclosure agreement.',
  projects: [
    {
      id: 'hawaii',
      title: 'Hawaii Subdivision Concept',
      location: 'Big Island, Hawaii',
      status: 'In Motion - NDA Protected',
      description:
        'About 300 panelized homes above the coast, built in three phases with foundations engineered for volcanic rock.',
      mapImage: hawaiiMap,
      features: [
        'Ocean-view lots on terraced streets',
        'Panelized homes shipped as kits',
        'Foundations engineered for volcanic rock',
        'Community park and shoreline access',
      ],
      isNDA: true,
      details: [
        { label: 'Lots', value: `About ${lotsPerConcept}` },
        { label: 'Phases', value: 'Three' },
        { label: 'Construction', value: 'Panelized single-family homes' },
      ],
      completionDate: '2028',
    },
    {
      id: 'california',
      title: 'California Subdivision Concept',
      location: 'Northern California',
      status: 'Ready for Development',
      description:
        'A phased community of panelized homes around a central park, designed for seismic safety and solar power.',
      mapImage: californiaMap,
      features: [
        'Phased lots around a central park',
        'Seismic design built into every panel',
        'Solar-ready roofs',
        'Walking paths to a neighbourhood centre',
      ],
      isNDA: false,
      details: [
        { label: 'Lots', value: `About ${lotsPerConcept}` },
        { label: 'Phases', value: 'Four' },
        { label: 'Construction', value: 'Panelized single-family and townhomes' },
      ],
      completionDate: '2029',
    },
    {
      id: 'oregon',
      title: 'Oregon Subdivision Concept',
      location: 'Willamette Valley, Oregon',
      status: 'Environmental Planning',
      description:
        'A riverside community planned around green space, with building phases scheduled around the wet season.',
      mapImage: oregonMap,
      features: [
        'Riverside green space and trails',
        'Building phases planned around the wet season',
        'Energy-efficient panel walls',
        'Protected wetland buffer',
      ],
      isNDA: false,
      details: [
        { label: 'Lots', value: `About ${lotsPerConcept}` },
        { label: 'Phases', value: 'Three' },
        { label: 'Construction', value: 'Panelized single-family homes' },
      ],
      completionDate: '2030',
    },
  ] satisfies FutureProject[],
} as const;
