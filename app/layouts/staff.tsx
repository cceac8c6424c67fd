import { Outlet } from 'react-router';
import * as shell from './shell.css';

/** Staff pages are a tool, not a brochure: no marketing header, footer, chat or visitor counters. */
export default function StaffShell() {
  return (
    <main id="main" className={shell.staffMain} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
