import { data } from 'react-router';

/** An /admin address no staff page has: the 404 page, still behind the staff guard like every /admin path. */
export function loader(): never {
  throw data('No staff page at this address.', { status: 404 });
}
