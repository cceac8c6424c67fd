import { describe, expect, it } from 'vitest';
import { splitSiteLinks } from './chat';

describe('splitSiteLinks: the site pages an answer names', () => {
  it('makes bracketed and free-standing paths into links and keeps every character', () => {
    const text = 'Try the calculator (/#calculator), or go to /intake. Cost-plus: /cost-plus-advantage!';
    const parts = splitSiteLinks(text);
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual([
      '/#calculator',
      '/intake',
      '/cost-plus-advantage',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it.each([
    ['24/7 emergency service'],
    ['https://evil.example/intake'],
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['/<img src=x onerror=alert(1)>'],
    ['sq ft/week'],
    ['a / b'],
  ])('links nothing in %j', (text) => {
    expect(splitSiteLinks(text)).toEqual([{ text }]);
  });

  it('answers an empty text with no parts', () => expect(splitSiteLinks('')).toEqual([]));
});
