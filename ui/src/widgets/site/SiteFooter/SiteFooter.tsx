import type { Licence } from '@site/domain/company/company';
import { Link } from '../../../components/Link';
import { BrandMark, type NavItem } from '../SiteHeader';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  brandName: string;
  tagline: string;
  licences: readonly Licence[];
  /** Footer service links (docs/product.md §4.2): each scrolls to the services and opens its card. */
  services: readonly NavItem[];
  contact: NavItem;
  professionalNetwork: NavItem;
  pages: readonly NavItem[];
  foundedYear: number;
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly NavItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} tone="inherit" underline="hover">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** On every page: the three licence numbers (California requires them in all advertising). */
export function SiteFooter({
  brandName,
  tagline,
  licences,
  services,
  contact,
  professionalNetwork,
  pages,
  foundedYear,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>
            <BrandMark className={styles.mark} />
            {brandName}
          </p>
          <p className={styles.small}>{tagline}</p>
          <ul className={styles.list} aria-label="Contractor licences">
            {licences.map((licence) => (
              <li key={licence.code} className={styles.small}>
                {licence.state} contractor licence {licence.number}
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn id="footer-services" title="Services" links={services} />
        <LinkColumn id="footer-company" title="Company" links={pages} />
        <div>
          <h2 className={styles.heading}>Get in touch</h2>
          <ul className={styles.list}>
            <li>
              <Link href={contact.href} tone="inherit" underline="hover">
                {contact.label}
              </Link>
            </li>
            <li>
              <Link href={professionalNetwork.href} tone="inherit" underline="hover">
                {professionalNetwork.label}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.bottom}>
        {brandName}, building since {foundedYear}. Licensed in California, Oregon and Hawaii.
      </p>
    </footer>
  );
}
