import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const nulls = <T extends object>(tree: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? null : nulls(value as object)]),
  ) as Contract<T>;

/** The theme contract every component styles against. */
export const vars = createThemeContract(nulls(tokens));
