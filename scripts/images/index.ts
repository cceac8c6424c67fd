import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type CatalogImage, type ImageSet, imageSets, slug } from './catalog.ts';
import { type ManifestImage, manifestSources } from './manifest.ts';
import { imageFiles, imageFileUrl } from '../../app/content/image-files.ts';
import { palettes } from './palettes.ts';
import { placeholderSvg } from './scenes.ts';
import { randomFrom } from '@site/domain/company/random';

/**
 * `npm run images`: for every catalog image, takes the photo in assets/photos/<folder>/<name>.<ext> if there
 * is one, else draws its placeholder, then writes WebP sizes and a JPEG fallback to public/images/<folder>/
 * and the manifest, one JSON file per set, to app/content/images.generated/. `npm run images -- --list`
 * prints the expected photo names instead. Same inputs, same bytes: public/images/ is rebuilt from scratch on every run.
 */

const root = path.resolve(import.meta.dirname, '../..');
const photosDirectory = path.join(root, 'assets/photos');
const publicDirectory = path.join(root, 'public');
const outputDirectory = path.join(publicDirectory, 'images');
const manifestDirectory = path.join(root, 'app/content/images.generated');
const photoExtensions = ['jpg', 'jpeg', 'png', 'webp'];
/** Placeholders are drawn at this width, the widest any set asks for, and scaled down from there. */
const drawingWidth = 1600;

/**
 * Flat artwork stays crisp at much lower quality than a photo needs, which keeps the placeholder set small;
 * smart subsampling keeps thin coloured lines from bleeding.
 */
const encodings = {
  placeholder: { webp: { quality: 60, effort: 6, smartSubsample: true }, jpeg: { quality: 65, mozjpeg: true } },
  photo: { webp: { quality: 72, effort: 6, smartSubsample: true }, jpeg: { quality: 78, mozjpeg: true } },
} as const;

const heightFor = (set: ImageSet, width: number) => Math.round((width * set.aspect.height) / set.aspect.width);

function findPhoto(set: ImageSet, name: string): string | undefined {
  return photoExtensions
    .map((extension) => path.join(photosDirectory, set.folder, `${name}.${extension}`))
    .find((file) => existsSync(file));
}

/** The full-size picture as raw pixels: the photo upright, or the placeholder rasterised. */
async function sourcePixels(set: ImageSet, image: CatalogImage, photo: string | undefined) {
  const pipeline = photo
    ? sharp(photo).rotate()
    : sharp(
        Buffer.from(
          placeholderSvg(
            { width: drawingWidth, height: heightFor(set, drawingWidth) },
            {
              scene: image.scene,
              palette: palettes[image.tone],
              title: image.title,
              ...(image.detail === undefined ? {} : { detail: image.detail }),
              caption: `Illustration · ${image.category ?? image.tone}`,
            },
            randomFrom(`${set.folder}/${slug(image.title)}`),
          ),
        ),
      );
  return pipeline.raw().toBuffer({ resolveWithObject: true });
}

async function writeImage(set: ImageSet, image: CatalogImage): Promise<ManifestImage & { fromPhoto: boolean }> {
  const name = slug(image.title);
  const photo = findPhoto(set, name);
  const { data, info } = await sourcePixels(set, image, photo);
  // A photo is cropped to the set's shape; sizes wider than what is left of it are not made up, its own
  // width stands in for them instead.
  const usableWidth = Math.floor(Math.min(info.width, (info.height * set.aspect.width) / set.aspect.height));
  const fitting = set.widths.filter((width) => width <= usableWidth);
  const widths = fitting.length < set.widths.length ? [...fitting, usableWidth] : fitting;
  if (photo && fitting.length < set.widths.length) {
    console.warn(
      `${path.relative(root, photo)} is ${info.width}x${info.height}: narrower than ${set.widths.at(-1)} px, so its largest size is ${usableWidth} px`,
    );
  }
  const encoding = encodings[photo ? 'photo' : 'placeholder'];
  const fallbackWidth = Math.min(set.fallbackWidth, usableWidth);
  const resized = (width: number) =>
    sharp(data, { raw: info }).resize(width, heightFor(set, width), {
      fit: 'cover',
      position: sharp.strategy.attention,
    });
  const fileOf = (webpWidth?: number) => path.join(publicDirectory, imageFileUrl(set.folder, name, webpWidth));
  await Promise.all([
    ...widths.map((width) => resized(width).webp(encoding.webp).toFile(fileOf(width))),
    resized(fallbackWidth).jpeg(encoding.jpeg).toFile(fileOf()),
  ]);
  return {
    id: name,
    ...imageFiles(set.folder, name, widths),
    widths,
    width: fallbackWidth,
    height: heightFor(set, fallbackWidth),
    alt: image.alt,
    title: image.title,
    ...(image.description === undefined ? {} : { description: image.description }),
    ...(image.category === undefined ? {} : { category: image.category }),
    ...(image.group === undefined ? {} : { group: image.group }),
    fromPhoto: photo !== undefined,
  };
}

function checkNames(set: ImageSet) {
  const names = set.images.map((image) => slug(image.title));
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`Two images in ${set.folder} are both named ${repeated}: give one a different title`);
  return names;
}

/** Photos whose name matches no catalog image would be ignored without a word; say so instead. */
async function reportStrayPhotos(set: ImageSet, names: readonly string[]) {
  const folder = path.join(photosDirectory, set.folder);
  if (!existsSync(folder)) return;
  for (const file of await readdir(folder)) {
    const { name, ext } = path.parse(file);
    if (photoExtensions.includes(ext.slice(1).toLowerCase()) && !names.includes(name)) {
      console.warn(
        `assets/photos/${set.folder}/${file} matches no image in the catalog (expected one of the names from --list)`,
      );
    }
  }
}

function listExpectedPhotos() {
  for (const set of imageSets) {
    for (const image of set.images) console.log(`assets/photos/${set.folder}/${slug(image.title)}.jpg\t${image.title}`);
  }
}

async function build() {
  const started = performance.now();
  await rm(outputDirectory, { recursive: true, force: true });
  const manifest = [];
  let photos = 0;
  for (const set of imageSets) {
    const names = checkNames(set);
    await reportStrayPhotos(set, names);
    await mkdir(path.join(outputDirectory, set.folder), { recursive: true });
    const images = [];
    for (const image of set.images) {
      const { fromPhoto, ...written } = await writeImage(set, image);
      if (fromPhoto) photos += 1;
      images.push(written);
    }
    manifest.push({ set, images });
    console.log(`${set.folder}: ${images.length} images`);
  }
  await rm(manifestDirectory, { recursive: true, force: true });
  await mkdir(manifestDirectory, { recursive: true });
  for (const [name, source] of manifestSources(manifest)) await writeFile(path.join(manifestDirectory, name), source);
  const total = manifest.reduce((sum, { images }) => sum + images.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${total} images (${photos} from photos, ${total - photos} placeholders) in ${seconds} s`);
}

if (process.argv.includes('--list')) listExpectedPhotos();
else await build();
