export interface Change<T> {
  before: Partial<T>;
  after: Partial<T>;
}

/**
 * The fields of `wanted` whose value differs from `current`, as an audit entry's before and after (null
 * means empty, so "no estimate" and "cleared" read the same). Null when nothing changes.
 */
export function changesBetween<T extends object>(current: T, wanted: Partial<T>): Change<T> | null {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    const next = wanted[key] ?? null;
    const previous = current[key] ?? null;
    if (next === previous) continue;
    before[key] = previous as T[keyof T];
    after[key] = next as T[keyof T];
  }
  return Object.keys(after).length === 0 ? null : { before, after };
}
