import { describe, expect, it } from 'vitest';
import { regionOf, regionsIn } from './regions';

describe('regionOf: the state a location or question names', () => {
  it.each([
    ['California', 'california'],
    ['Walnut Creek, CA', 'california'],
    ['a restaurant in LA', 'california'],
    ['Los Angeles', 'california'],
    ['San Francisco', 'california'],
    ['SF Bay Area', 'california'],
    ['San Diego', 'california'],
    ['Sacramento', 'california'],
    ['Oregon', 'oregon'],
    ['Portland, OR', 'oregon'],
    ['PDX', 'oregon'],
    ['Salem', 'oregon'],
    ['Eugene', 'oregon'],
    ['Pacific Northwest', 'oregon'],
    ['Hawaii', 'hawaii'],
    ["Hawai'i", 'hawaii'],
    ['Kihei, HI', 'hawaii'],
    ['Honolulu', 'hawaii'],
    ['Maui', 'hawaii'],
    ['Kona, Big Island', 'hawaii'],
    ['Kauai', 'hawaii'],
  ] as const)('%j -> %s', (text, region) => expect(regionOf(text)?.region).toBe(region));

  it.each([
    ['Not provided'],
    ['hi, how much?'],
    ['retail or office'],
    ['Alabama'],
    ['Orlando, FL'],
    ['Chicago, IL'],
    [''],
  ])('%j names no state', (text) => expect(regionOf(text)).toBeUndefined());

  it('takes the first state a location names', () => {
    expect(regionOf('Portland, OR (client based in California)')?.label).toBe('Oregon');
  });
});

describe('regionsIn', () => {
  it('lists every state named, in the order named', () => {
    expect(regionsIn('Maui or Portland, maybe LA').map((mention) => mention.label)).toEqual([
      'Hawaii',
      'Oregon',
      'California',
    ]);
  });
});
