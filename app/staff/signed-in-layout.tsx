import { Outlet } from 'react-router';
import { signedInGuard } from './guard.server';
import type { Route } from './+types/signed-in-layout';

/** Every staff page but the sign-in page: the guard's session half runs before any of their loaders or actions. */
export const middleware: Route.MiddlewareFunction[] = [signedInGuard];

export default function SignedIn() {
  return <Outlet />;
}
