import * as styles from './Spinner.css';

/** Decorative: the busy state is announced by the control that shows it, not by the spinner. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
