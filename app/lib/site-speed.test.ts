import { siteSpeedRoutes } from '@site/domain/site-speed/site-speed';
import { describe, expect, it } from 'vitest';
import { pages } from '../content/pages';

describe('the routes a site speed beacon may name (docs/decisions/088)', () => {
  it('are exactly the public pages of the route table', () => {
    expect(siteSpeedRoutes.toSorted()).toEqual(pages.map((page) => page.path).toSorted());
  });
});
