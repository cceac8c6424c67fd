import { data } from 'react-router';
import * as styles from './not-found.css';

/**
 * Every path the route table does not name lands here, inside the site's header and footer (the licence
 * numbers belong on every page), and answers status 404.
 */
export function loader() {
  throw data(null, { status: 404 });
}

/** The not-found page (docs/product.md §3.2), with the hint for developers who forgot to register a route. */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 className={styles.title} id="not-found-title">
        404 Page Not Found
      </h1>
      <p className={styles.hint}>Did you forget to add the page to the router? Routes live in app/routes.ts.</p>
      <a className={styles.home} href="/">
        Back to the home page
      </a>
    </section>
  );
}

export const ErrorBoundary = NotFound;

export default NotFound;

export const meta = () => [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }];
