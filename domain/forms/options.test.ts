import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as bid from '../lead-forms/bid';
import { stateLocations } from '../company/company';
import * as calculator from '../pricing/calculator';
import * as emergency from '../lead-forms/emergency';
import * as intake from '../lead-forms/intake';
import { labelOf, type Option } from './options';
import { optionalChoice, optionalChoices, requiredChoice, requiredChoices } from './options-schema';
import * as partner from '../lead-forms/partner';

const colours = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
] as const;

describe('requiredChoice', () => {
  const schema = z.object({ colour: requiredChoice(colours, 'Colour is required') });

  it.each([[undefined], [''], ['green'], [3]])('answers %j with the one message', (colour) => {
    const result = schema.safeParse({ colour });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Colour is required']);
  });

  it('accepts a listed value', () => {
    expect(schema.parse({ colour: 'blue' })).toEqual({ colour: 'blue' });
  });
});

describe('optionalChoice', () => {
  const schema = z.object({ colour: optionalChoice(colours, 'Choose a colour from the list') });

  it('stores an untouched select or a missing field as nothing', () => {
    expect(schema.parse({ colour: '' }).colour).toBeUndefined();
    expect(schema.parse({}).colour).toBeUndefined();
  });

  it('refuses an unknown value', () => {
    expect(schema.safeParse({ colour: 'green' }).error?.issues[0]?.message).toBe('Choose a colour from the list');
  });
});

describe('requiredChoices and optionalChoices', () => {
  const required = requiredChoices(colours, 'Pick at least one');
  const optional = optionalChoices(colours, 'Pick from the list');

  it('drops repeats and keeps the order chosen', () => {
    expect(required.parse(['blue', 'red', 'blue'])).toEqual(['blue', 'red']);
  });

  it.each([[[]], [undefined], ['red'], [['green']]])('required refuses %j', (value) => {
    expect(required.safeParse(value).error?.issues[0]?.message).toBe('Pick at least one');
  });

  it('optional stores none as nothing and still refuses unknown values', () => {
    expect(optional.parse([])).toBeUndefined();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.safeParse(['green']).success).toBe(false);
  });
});

describe('labelOf', () => {
  it('finds the label, or shows an unknown value as it is', () => {
    expect(labelOf(colours, 'red')).toBe('Red');
    expect(labelOf(colours, 'green')).toBe('green');
  });
});

const optionLists: Record<string, readonly Option[]> = Object.fromEntries(
  Object.entries({ ...bid, ...calculator, ...emergency, ...intake, ...partner, stateLocations }).filter(
    ([, value]) =>
      Array.isArray(value) && value.every((item) => typeof item === 'object' && 'value' in item && 'label' in item),
  ),
) as Record<string, readonly Option[]>;

describe('every exported option list', () => {
  it('is found (a list that stops being exported would silently leave this test)', () => {
    expect(Object.keys(optionLists).toSorted()).toEqual(
      [
        'bidBudgets',
        'bidProjectSizes',
        'bidProjectTypes',
        'bidTimelines',
        'calculatorProjectTypes',
        'calculatorQualityLevels',
        'calculatorTimelines',
        'emergencyBudgets',
        'emergencyTimelines',
        'emergencyTypes',
        'intakeBudgets',
        'intakeProjectTypes',
        'intakeReferralSources',
        'intakeServices',
        'intakeStoryCounts',
        'intakeTimelines',
        'partnerLocations',
        'partnerProjectTypes',
        'partnerTypes',
        'preferredResponses',
        'stateLocations',
        'urgencyLevels',
      ].toSorted(),
    );
  });

  it.each(Object.entries(optionLists))('%s has unique values and labels', (_name, options) => {
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    for (const option of options) expect(option.label.trim()).not.toBe('');
  });
});
