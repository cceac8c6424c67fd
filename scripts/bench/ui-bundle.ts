/**
 * What a page pays for the component library: builds one entry per case with Vite (React left out, it is
 * the same for every page) and reports the gzip size of the JavaScript and CSS that entry pulls in.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rollup } from 'vite';

export interface BundleCase {
  name: string;
  source: string;
}

export const uiBundleCases: BundleCase[] = [
  { name: 'one Button', source: "export { Button } from '@site/ui/components/Button';" },
  { name: 'the whole library (barrel)', source: "export * from '@site/ui';" },
];

/** Every widget on its own, by its group and name, as a page that lazy-loads it would fetch it (React excluded). */
export const widgetNames = [
  'site/ChatWidget',
  'site/ConnectionBanner',
  'forms/ContactForm',
  'site/DotCarousel',
  'site/EmailReveal',
  'site/GallerySlider',
  'site/HeroCarousel',
  'site/LicenceBadge',
  'site/Lightbox',
  'site/LogoWatermark',
  'site/NailGame',
  'site/PacificBreeze',
  'site/PerformanceBadge',
  'forms/ProjectCalculator',
  'site/ServiceCards',
  'site/StaffCard',
  'site/VisitorStats',
  'site/WeatherEffect',
] as const;

export const widgetBundleCases: BundleCase[] = widgetNames.map((widget) => ({
  name: widget.slice(widget.indexOf('/') + 1),
  source: `export * from '@site/ui/widgets/${widget}';`,
}));

const workDir = path.resolve('.bench');

export async function measureUiBundle(entry: BundleCase) {
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, `${entry.name.replace(/\W+/g, '-')}.ts`);
  writeFileSync(file, `${entry.source}\n`);
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rollupOptions: {
        input: file,
        preserveEntrySignatures: 'strict',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output);
  let js = 0;
  let css = 0;
  for (const chunk of outputs) {
    const code = chunk.type === 'chunk' ? chunk.code : chunk.source;
    const bytes = gzipSync(typeof code === 'string' ? Buffer.from(code) : Buffer.from(code)).byteLength;
    if (chunk.fileName.endsWith('.js')) js += bytes;
    else if (chunk.fileName.endsWith('.css')) css += bytes;
  }
  return { name: entry.name, jsGzip: js, cssGzip: css };
}

export function cleanUp() {
  rmSync(workDir, { recursive: true, force: true });
}
