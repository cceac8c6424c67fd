import { describe, expect, it } from 'vitest';
import { publishedPages } from '../content/pages';
import { rememberSeoFiles, robotsTxt, seoStorageKeys, sitemapXml } from './seo';

describe('sitemap and robots', () => {
  it('lists every published page once, home weekly at 1.0 and the others between 0.6 and 0.9', () => {
    const xml = sitemapXml();
    const entries = [
      ...xml.matchAll(
        /<loc>https:\/\/www\.pacificspan\.example([^<]*)<\/loc><changefreq>(\w+)<\/changefreq><priority>([\d.]+)<\/priority>/g,
      ),
    ];
    expect(entries.map(([, path]) => path)).toEqual(publishedPages.map((page) => page.path));
    expect(entries[0]?.slice(1)).toEqual(['/', 'weekly', '1.0']);
    const others = entries.slice(1).map(([, , , priority]) => Number(priority));
    expect(others.every((priority) => priority >= 0.6 && priority <= 0.9)).toBe(true);
  });

  it('asks crawlers for one request a second and keeps them out of the API and admin', () => {
    expect(robotsTxt().split('\n')).toEqual(
      expect.arrayContaining(['Crawl-delay: 1', 'Disallow: /api/', 'Disallow: /admin']),
    );
  });

  it('keeps the same two texts in local storage', () => {
    const stored = new Map<string, string>();
    rememberSeoFiles(() => ({ setItem: (key, value) => void stored.set(key, value) }));
    expect(stored.get(seoStorageKeys.sitemap)).toBe(sitemapXml());
    expect(stored.get(seoStorageKeys.robots)).toBe(robotsTxt());
  });

  it('does not break the page when storage is blocked', () => {
    expect(() =>
      rememberSeoFiles(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
