import * as styles from './not-found.css';

/** Spec part 1 §2.1: the not-found page, with the hint for developers who forgot to register a route. */
export function NotFound() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.hint}>Did you forget to add the page to the router? Routes live in app/routes.ts.</p>
      <a className={styles.home} href="/">
        Back to the home page
      </a>
    </main>
  );
}

export const meta = () => [{ title: '404 Page Not Found' }];
