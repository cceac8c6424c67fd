import { redirect } from 'react-router';

/** /contact is linked from /build-it; the contact section of the home page is where it leads (product decisions). */
export function loader() {
  return redirect('/#contact', 301);
}
