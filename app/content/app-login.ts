import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, Camera, FileText, Users } from 'lucide-react';

/**
 * /app-login: feature cards, integrated platforms (docs/product.md §11.1) and statistics (docs/product.md §6.11: 99.9%
 * uptime, 500+ projects, 3 states).
 */
export const appLogin = {
  title: 'Company App',
  intro:
    'Our construction management platform keeps owners, crews and partners on one schedule, with daily reports and photos from every site.',
  features: [
    {
      icon: CalendarCheck,
      title: 'Live Schedules',
      text: 'Every task, inspection and delivery on one timeline, updated from the field.',
    },
    {
      icon: Camera,
      title: 'Daily Photo Reports',
      text: 'Photos and notes from the site each day, filed by project and date.',
    },
    {
      icon: FileText,
      title: 'Documents & Change Orders',
      text: 'Drawings, permits and change orders in one place, approved online.',
    },
    {
      icon: Users,
      title: 'Team Messaging',
      text: 'Owners, project managers and subcontractors in one conversation per project.',
    },
  ] satisfies { icon: LucideIcon; title: string; text: string }[],
  platforms: ['Procore', 'QuickBooks', 'Google Workspace', 'Microsoft 365', 'Autodesk Construction Cloud', 'DocuSign'],
  loginTitle: 'Sign In',
  loginNote: 'A demonstration: no password is checked here. Signing in takes you to the live application.',
  game: {
    title: 'Crew Break Room',
    intro: "Our crews' favourite break between site visits: test your hammer hand against the clock.",
  },
  statistics: [
    { value: '99.9%', label: 'Uptime' },
    { value: '500+', label: 'Projects' },
    { value: '3', label: 'States' },
  ],
} as const;
