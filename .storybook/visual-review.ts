import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, Vitest } from 'vitest/node';
import type { TestArtifact } from 'vitest';

/** Where the report goes; a test points it elsewhere so it never touches a developer's own report. */
export const visualReviewDir = path.resolve(process.env.VISUAL_REVIEW_DIR ?? '.vitest/visual-review');

const pictures = [
  { name: 'reference', heading: 'Expected (the baseline)' },
  { name: 'actual', heading: 'Actual (this run)' },
  { name: 'diff', heading: 'Difference (changed pixels in red)' },
] as const;

export interface ChangedStory {
  file: string;
  story: string;
  message: string;
  /** Picture file names inside the report folder, by kind. */
  images: Record<(typeof pictures)[number]['name'], string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function renderReport(changes: readonly ChangedStory[]): string {
  const sections = changes
    .map(
      (change) => `<section>
  <h2>${escapeHtml(change.story)} <small>${escapeHtml(change.file)}</small></h2>
  <p>${escapeHtml(change.message)}</p>
  <div class="pictures">
${pictures
  .map(
    (picture) => `    <figure>
      <figcaption>${picture.heading}</figcaption>
      <a href="${change.images[picture.name]}"><img src="${change.images[picture.name]}" alt="${picture.heading}: ${escapeHtml(change.story)}"></a>
    </figure>`,
  )
  .join('\n')}
  </div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${changes.length} changed ${changes.length === 1 ? 'story' : 'stories'}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #14202b; }
  section { border-top: 1px solid #c9d2db; padding-block: 1rem; }
  h2 small { font-weight: 400; color: #4a5866; margin-left: .5rem; }
  .pictures { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { width: 100%; height: auto; border: 1px solid #c9d2db; }
  code { background: #f4f6f8; padding: 0 .25rem; }
</style>
</head>
<body>
<h1>Visual review: ${changes.length} changed ${changes.length === 1 ? 'story' : 'stories'}</h1>
<p>Each story below looks different from its baseline. If every change is intended, accept them all with
<code>npm run test:update-screenshots</code> and commit the new pictures under <code>stories/**/__screenshots__/</code>.
Otherwise fix the cause and run the stories again. Click a picture to see it at full size.</p>
${sections}
</body>
</html>
`;
}

const isVisualRegression = (
  artifact: TestArtifact,
): artifact is Extract<TestArtifact, { type: 'internal:toMatchScreenshot' }> =>
  artifact.type === 'internal:toMatchScreenshot';

/**
 * A vitest reporter for the stories run: every screenshot that differs from its baseline lands in one HTML
 * page (expected, actual and difference side by side) that a designer opens in a browser. The pictures are
 * copied beside the page so it survives the next run and can be sent on as a folder.
 */
export default class VisualReviewReporter implements Reporter {
  private root = process.cwd();
  private readonly changes: ChangedStory[] = [];

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
    // A report from an earlier run would describe pictures that are no longer current.
    rmSync(visualReviewDir, { recursive: true, force: true });
  }

  onTestCaseArtifactRecord(testCase: TestCase, artifact: TestArtifact): void {
    if (!isVisualRegression(artifact)) return;
    const number = String(this.changes.length + 1).padStart(3, '0');
    const images = {} as ChangedStory['images'];
    mkdirSync(visualReviewDir, { recursive: true });
    for (const attachment of artifact.attachments) {
      if (!attachment.path) continue;
      const name = `${number}-${attachment.name}.png`;
      copyFileSync(path.resolve(this.root, attachment.path), path.join(visualReviewDir, name));
      images[attachment.name] = name;
    }
    if (pictures.some((picture) => !images[picture.name])) return;
    this.changes.push({
      file: path.relative(this.root, testCase.module.moduleId),
      story: testCase.name,
      message: artifact.message.split('\n').find((line) => /differ/.test(line)) ?? artifact.message,
      images,
    });
  }

  onTestRunEnd(): void {
    if (this.changes.length === 0) return;
    const report = path.join(visualReviewDir, 'index.html');
    writeFileSync(report, renderReport(this.changes));
    process.stdout.write(
      `\nVisual review: ${this.changes.length} changed ${this.changes.length === 1 ? 'story' : 'stories'}. Open ${report}\n` +
        'Accept after review with: npm run test:update-screenshots\n',
    );
  }
}
