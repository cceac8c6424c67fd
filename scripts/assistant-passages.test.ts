import { readFileSync } from 'node:fs';
import { sitePassages as committed } from '@site/domain/assistant/site-passages.generated';
import { describe, expect, it } from 'vitest';
import { appLogin } from '../app/content/app-login';
import { buildIt } from '../app/content/build-it';
import { costPlus } from '../app/content/cost-plus';
import { futureProjects } from '../app/content/future-projects';
import * as home from '../app/content/home';
import { intakePage, partnersPage } from '../app/content/lead-pages';
import { pages } from '../app/content/pages';
import { panelizedFraming } from '../app/content/panelized-framing';
import { projectReports, reportsPage } from '../app/content/project-reports';
import { recommendationsPage } from '../app/content/recommendations';
import { residential } from '../app/content/residential';
import { shoppingCenter } from '../app/content/shopping-center';
import * as staff from '../app/content/our-team';
import { passagesModule, passagesPath, sitePassages, textsOf } from './assistant-passages';

describe("the assistant's passages", () => {
  it('are the ones the content gives: run `npm run assistant:passages` after a content change', async () => {
    expect(readFileSync(passagesPath, 'utf8')).toBe(await passagesModule());
    expect(committed).toEqual(sitePassages);
  });

  it('hold every text the public pages render from their content modules', () => {
    const everything = sitePassages.map((passage) => `${passage.page}\n${passage.title}\n${passage.text}`).join('\n');
    const content = [
      appLogin,
      buildIt,
      costPlus,
      futureProjects,
      home,
      intakePage,
      partnersPage,
      pages.map((page) => page.description),
      panelizedFraming,
      projectReports,
      reportsPage,
      recommendationsPage,
      residential,
      shoppingCenter,
      staff,
    ];
    const missing = content.flatMap(textsOf).filter((text) => !everything.includes(text));
    expect(missing).toEqual([]);
  });

  it('link a page of the site and its section', () => {
    const unknownPage = sitePassages.filter(
      (passage) => !pages.some((page) => passage.href.split('#')[0] === page.path),
    );
    expect(unknownPage).toEqual([]);
    expect(sitePassages.filter((passage) => passage.text.length === 0)).toEqual([]);
  });
});
