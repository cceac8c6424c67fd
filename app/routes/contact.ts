import { redirect } from 'react-router';

/** /contact is linked from /build-it; the contact section of the home page is where it leads (docs/product.md §3.2). */
export function loader() {
  return redirect('/#contact', 301);
}
