/**
 * Code that is not a block of the page (a form's schema) deferred as `ContentLoader when="interaction"` defers a
 * block (docs/decisions/072): fetched at the first call, once; a failed fetch is forgotten, so the next call
 * (the visitor's next try) fetches again.
 */
export function loadOnRequest<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
