import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageNotes } from '../../stories/usage-notes';

const stories = path.join(import.meta.dirname, '../../stories');

const titles = ['components', 'widgets'].flatMap((folder) =>
  readdirSync(path.join(stories, folder))
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const source = readFileSync(path.join(stories, folder, file), 'utf8');
      const title = /title: '([^'/]+\/[^']+)'/.exec(source)?.[1];
      if (!title) throw new Error(`${file} has no title`);
      return title.split('/').at(-1) ?? title;
    }),
);

describe('every component and widget docs page has a usage note', () => {
  it('finds the stories', () => {
    expect(titles.length).toBeGreaterThan(80);
  });

  it('has a note for each stories file', () => {
    expect(titles.filter((title) => !usageNotes[title])).toEqual([]);
  });

  it('has no note without a stories file', () => {
    expect(Object.keys(usageNotes).filter((name) => !titles.includes(name))).toEqual([]);
  });
});
