import { Outlet } from 'react-router';
import { staffRequestGuard } from './guard.server';
import type { Route } from './+types/layout';
import * as shell from '../layouts/shell.css';

/**
 * The one staff guard (docs/architecture.md) starts here, for every /admin request in any letter case: its
 * request half on this layout, its session half on the signed-in layout below it.
 */
export const middleware: Route.MiddlewareFunction[] = [staffRequestGuard];

/** Staff pages are a tool, not a brochure: no marketing header, footer, chat or visitor counters. */
export default function StaffShell() {
  return (
    <main id="main" className={shell.staffMain} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
