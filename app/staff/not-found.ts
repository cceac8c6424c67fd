import { data } from 'react-router';
import { staffLoader } from './guard.server';

/** An /admin address no staff page has: the 404 page, still behind the staff guard like every /admin path. */
export const loader = staffLoader('staff', async (): Promise<never> => {
  throw data('No staff page at this address.', { status: 404 });
});
