import { describeError } from '@site/domain/errors';
import { company } from '@site/domain/company';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MetaDescriptor } from 'react-router';
import { ApiRequestError } from '../lib/api';

export const adminSignInPath = '/admin/login';

/** Admin pages are for staff: a title, and never in a search engine (robots.txt disallows /admin too). */
export const adminMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${company.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export interface AdminData<T> {
  data?: T;
  error?: string;
  /** Asks again (after a change this page made): the only time data is fetched twice. */
  reload: () => void;
}

/**
 * One admin read: fetched when first needed (`enabled`) and again only when `key` changes or `reload` is
 * called, never on focus and never retried (docs/product.md §13.1). A 401 means the session ended: sign in again.
 */
export function useAdminData<T>(load: () => Promise<T>, { enabled = true, key = '' } = {}): AdminData<T> {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [version, setVersion] = useState(0);
  const fetched = useRef<string | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    const wanted = `${key}#${version}`;
    if (!enabled || fetched.current === wanted) return;
    fetched.current = wanted;
    let current = true;
    let applied = false;
    latest.current().then(
      (data) => {
        if (!current) return;
        applied = true;
        setState({ data });
      },
      (error: unknown) => {
        if (!current) return;
        applied = true;
        if (error instanceof ApiRequestError && error.status === 401) {
          window.location.assign(adminSignInPath);
          return;
        }
        setState((previous) => ({ data: previous.data, error: describeError(error) }));
      },
    );
    return () => {
      current = false;
      // An answer that never landed (tab left, filter changed) is asked again when it is wanted again.
      if (!applied && fetched.current === wanted) fetched.current = null;
    };
  }, [enabled, key, version]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { ...state, reload };
}
