import { describe, expect, it } from 'vitest';
import { regionOf } from '../company/regions';
import { placesIn, withoutPlaces } from './places';

describe('placesIn', () => {
  it('maps cities, islands and regions of the three states to their region and state', () => {
    expect(placesIn('a cracked foundation in Hilo')).toEqual([{ name: 'Hilo', region: 'Big Island', state: 'Hawaii' }]);
    expect(placesIn('kailua kona or kailua')).toEqual([
      { name: 'Kailua Kona', region: 'Big Island', state: 'Hawaii' },
      { name: 'Kailua', region: 'Oahu', state: 'Hawaii' },
    ]);
    expect(placesIn('salem and eugene')).toEqual([
      { name: 'Salem', region: 'Willamette Valley', state: 'Oregon' },
      { name: 'Eugene', region: 'Willamette Valley', state: 'Oregon' },
    ]);
    expect(placesIn('offices in Oakland, California')).toEqual([
      { name: 'Oakland', region: 'Bay Area', state: 'California' },
    ]);
    expect(placesIn('Portland, OR')).toEqual([{ name: 'Portland', region: 'Portland', state: 'Oregon' }]);
  });

  it('reads short names and postal codes only where they cannot be ordinary words', () => {
    expect(placesIn('a 6,000 sf office, more or less, hi there')).toEqual([]);
    expect(placesIn('la casa')).toEqual([]);
    expect(placesIn('an office in LA or SF')).toEqual([
      { name: 'LA', region: 'Los Angeles', state: 'California' },
      { name: 'SF', region: 'Bay Area', state: 'California' },
    ]);
    expect(placesIn('volcanic foundations')).toEqual([]);
  });

  it('agrees with the state the price rules read for every place both know', () => {
    for (const name of ['Hilo', 'Kona', 'Maui', 'Honolulu', 'Portland', 'Salem', 'Eugene', 'San Diego', 'Fresno']) {
      expect(placesIn(name)[0]?.state).toBe(regionOf(name)?.label);
    }
  });

  it('blanks the places out of a question, leaving its topic', () => {
    expect(withoutPlaces('custom homes on Maui').trim()).toBe('custom homes on');
  });
});
