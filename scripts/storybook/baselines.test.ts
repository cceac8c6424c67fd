import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditBaseline, baselineFiles } from './audit';

const stories = path.join(import.meta.dirname, '../../stories');

describe('story screenshots show the whole story', () => {
  it('no baseline taller than its viewport is blank in its lower 40 %', async () => {
    const files = baselineFiles(stories);
    const tall: string[] = [];
    for (const file of files) {
      const { height = 0 } = await sharp(file).metadata();
      if (height > 800) tall.push(file);
    }
    const audits = (await Promise.all(tall.map(auditBaseline))).filter((audit) => audit.tallerThanViewport);
    expect(audits.length).toBeGreaterThan(0);
    expect(audits.filter((audit) => audit.blankLowerPart).map((audit) => path.relative(stories, audit.file))).toEqual(
      [],
    );
  });
});
