import { company } from '@site/domain/company/company';
import { SiteFooter } from '@site/ui/widgets/site/SiteFooter';
import { SiteHeader } from '@site/ui/widgets/site/SiteHeader';
import { Outlet, useLocation } from 'react-router';
import { footerLinks, headerLinks } from '../content/navigation';
import { FloatingWidgets } from '../floating-widgets';
import * as shell from './shell.css';

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The visitor's site around every public page (docs/product.md §4): header, footer and the floating widgets.
 * Staff pages have their own shell (./staff.tsx), so none of this reaches them.
 */
export default function PublicSite() {
  // Pre-rendering renders each page at its path with a trailing slash ('/gallery/'); the page is served and
  // hydrated at '/gallery', and React keeps the pre-rendered attributes, so both must see the same path.
  const pathname = withoutTrailingSlash(useLocation().pathname);
  return (
    <>
      <SiteHeader brandName={company.name} {...headerLinks} currentPath={pathname} />
      <main id="main" className={shell.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        brandName={company.name}
        tagline={`Design/build general contractor, headquartered in ${company.headquarters}.`}
        licences={company.licences}
        {...footerLinks}
        foundedYear={company.foundedYear}
      />
      <FloatingWidgets />
    </>
  );
}
