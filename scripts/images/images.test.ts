import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  divisionImages,
  futureProjectImages,
  galleryCategories,
  galleryFolder,
  galleryImages,
  heroImages,
  portfolioImages,
  reportPhotos,
  residentialImages,
  shoppingCenterCrewImages,
  shoppingCenterProjectImages,
  type CaptionedImage,
  type GalleryImage,
  type TitledImage,
} from '../../app/content/images.ts';
import { randomFrom } from '@site/domain/company/random';
import { imageFiles } from '../../app/content/image-files.ts';
import { confidentialImages } from '../../worker/services/nda-access/nda-images.ts';
import { galleryCategories as catalogCategories, imageSets, slug } from './catalog.ts';
import { hasGlyph } from './lettering.ts';
import { palettes } from './palettes.ts';
import { placeholderSvg } from './scenes.ts';

const publicDirectory = path.resolve(import.meta.dirname, '../../public');

const manifestSets: Record<string, readonly TitledImage[]> = {
  heroImages,
  portfolioImages,
  divisionImages: Object.values(divisionImages).flat(),
  galleryImages,
  residentialImages,
  shoppingCenterProjectImages,
  shoppingCenterCrewImages,
  reportPhotos,
  futureProjectImages,
};
const everyImage = Object.values(manifestSets).flat();
// The sets arrive as JSON: these bindings make the type check hold each set to the shape its pages read.
const captionedSets: readonly (readonly CaptionedImage[])[] = [
  residentialImages,
  shoppingCenterProjectImages,
  shoppingCenterCrewImages,
  futureProjectImages,
];
const gallery: readonly GalleryImage[] = galleryImages;

const fileOf = (url: string) => path.join(publicDirectory, url);

const sourcesOf = (image: TitledImage) => [
  { url: image.src, width: image.width },
  ...(image.srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, width: Number.parseInt(descriptor, 10) };
  }),
];

/** The words of a set, as the catalog states them and the manifest must repeat them. */
const text = (
  images: readonly { id?: string; title: string; alt: string; description?: string; category?: string }[],
) =>
  images.map(({ id, title, alt, description, category }) => ({
    id: id ?? slug(title),
    title,
    alt,
    description,
    category,
  }));

describe('image manifest', () => {
  it('has the number of images each page shows (docs/product.md sections 5 and 6)', () => {
    expect(heroImages).toHaveLength(18);
    expect(portfolioImages).toHaveLength(4);
    expect(Object.keys(divisionImages)).toEqual(['hawaii', 'california', 'oregon']);
    for (const images of Object.values(divisionImages)) expect(images).toHaveLength(2);
    expect(galleryImages.length).toBeGreaterThanOrEqual(90);
    expect(galleryImages.length).toBeLessThanOrEqual(110);
    expect(residentialImages).toHaveLength(9);
    expect(shoppingCenterProjectImages).toHaveLength(8);
    expect(shoppingCenterCrewImages).toHaveLength(8);
    expect(reportPhotos).toHaveLength(4);
    expect(futureProjectImages.map((image) => image.title)).toEqual([
      'Hawaii Subdivision Concept',
      'California Subdivision Concept',
      'Oregon Subdivision Concept',
    ]);
  });

  it('matches the catalog, so nobody edited it by hand or forgot to run `npm run images`', () => {
    const listed = Object.fromEntries(
      imageSets.map((set) => [set.exportName, text(manifestSets[set.exportName] ?? [])]),
    );
    const catalogued = Object.fromEntries(imageSets.map((set) => [set.exportName, text(set.images)]));
    expect(listed).toEqual(catalogued);
    expect(galleryCategories).toEqual(catalogCategories);
  });

  it('gives every image an id unique in its set and an alt text that says something', () => {
    for (const images of Object.values(manifestSets)) {
      expect(new Set(images.map((image) => image.id)).size).toBe(images.length);
    }
    const unhelpful = everyImage.filter(
      (image) => image.alt.trim().split(/\s+/).length < 4 || image.alt === image.title,
    );
    expect(unhelpful.map((image) => image.id)).toEqual([]);
  });

  it('gives every captioned image a caption', () => {
    const uncaptioned = captionedSets.flat().filter((image) => image.description.trim() === '');
    expect(uncaptioned.map((image) => image.id)).toEqual([]);
  });

  it('files every gallery photo under one of the spec categories, and uses every category', () => {
    expect(galleryCategories.join(' | ')).toBe(
      'Retail | Commercial | Stick Frame | Panelized Kit Framing | Foundations | Residential | Driveways | ' +
        'Interior | Hospitality ReBrand | Framing | Emergency | Panelized',
    );
    const categories = new Set<string>(galleryCategories);
    const misfiled = gallery.filter((image) => !categories.has(image.category) || image.description.trim() === '');
    expect(misfiled.map((image) => image.id)).toEqual([]);
    expect(new Set(galleryImages.map((image) => image.category)).size).toBe(galleryCategories.length);
  });

  it('points at files that exist with the width and height it states', async () => {
    const wrong: { url: string; stated: string; actual: string }[] = [];
    for (const image of everyImage) {
      for (const { url, width } of sourcesOf(image)) {
        const stated = `${width}x${Math.round((width * image.height) / image.width)}`;
        if (!existsSync(fileOf(url))) {
          wrong.push({ url, stated, actual: 'missing' });
          continue;
        }
        const metadata = await sharp(fileOf(url)).metadata();
        const actual = `${metadata.width}x${metadata.height}`;
        if (actual !== stated) wrong.push({ url, stated, actual });
      }
    }
    expect(wrong).toEqual([]);
    expect(everyImage.filter((image) => !image.src.endsWith('.jpg') || !image.srcSet?.includes('.webp '))).toEqual([]);
  });

  it('names every file with imageFiles, so a page given only an id and widths finds the same files', () => {
    const renamed = imageSets.flatMap((set) =>
      (manifestSets[set.exportName] ?? [])
        .filter((image) => {
          const files = imageFiles(set.folder, image.id, image.widths);
          return files.src !== image.src || files.srcSet !== image.srcSet;
        })
        .map((image) => `${set.folder}/${image.id}`),
    );
    expect(renamed).toEqual([]);
    expect(imageSets.find((set) => set.exportName === 'galleryImages')?.folder).toBe(galleryFolder);
  });

  it('leaves no file in public/images that the manifest does not use', async () => {
    const referenced = new Set(everyImage.flatMap((image) => sourcesOf(image).map(({ url }) => fileOf(url))));
    const written = (await readdir(path.join(publicDirectory, 'images'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(written.filter((file) => !referenced.has(file))).toEqual([]);
  });

  it('never publishes the NDA portal confidential sheets', () => {
    const published = everyImage.flatMap((image) => [image.id, image.title]);
    for (const sheet of confidentialImages) {
      expect(published).not.toContain(sheet.id);
      expect(published).not.toContain(sheet.title);
    }
  });
});

describe('placeholders', () => {
  it('letters every catalog title, so a new line cannot stop `npm run images`', () => {
    const missing = imageSets.flatMap((set) =>
      set.images.flatMap((image) => [...image.title].filter((character) => !hasGlyph(character))),
    );
    expect(missing).toEqual([]);
  });

  it('draws the same picture for the same name and a different one for another', () => {
    const canvas = { width: 1600, height: 1200 };
    const placeholder = {
      scene: 'houses',
      palette: palettes.Residential,
      title: 'Infill Duplex',
      caption: 'Illustration · Residential',
    } as const;
    const first = placeholderSvg(canvas, placeholder, randomFrom('gallery/infill-duplex'));
    expect(placeholderSvg(canvas, placeholder, randomFrom('gallery/infill-duplex'))).toBe(first);
    expect(placeholderSvg(canvas, placeholder, randomFrom('gallery/coastal-remodel'))).not.toBe(first);
  });
});
