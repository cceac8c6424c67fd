import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

test('a deliberately changed style produces a visual-review report with expected, actual and diff', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reportDir = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  try {
    // One story, with its badges painted another colour: the screenshot no longer matches its baseline.
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'stories',
        'stories/components/Badge.stories.tsx',
        '-t',
        'Variants',
        '--reporter=default',
        '--reporter=./.storybook/visual-review.ts',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          STORY_STYLE_OVERRIDE: 'span { background: rgb(0 160 0) !important; }',
          VISUAL_REVIEW_DIR: reportDir,
        },
      },
    );
    expect(run.status, run.stdout + run.stderr).not.toBe(0);
    const report = path.join(reportDir, 'index.html');
    expect(run.stdout).toContain(`Open ${report}`);
    expect(existsSync(report)).toBe(true);

    await page.goto(pathToFileURL(report).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visual review: 1 changed story');
    const section = page.locator('section', { has: page.getByRole('heading', { name: /Variants/ }) });
    await expect(section).toContainText('stories/components/Badge.stories.tsx');
    for (const name of ['Expected (the baseline)', 'Actual (this run)', 'Difference (changed pixels in red)']) {
      const image = section.getByRole('img', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
});
