import { paths } from '@/client/config/paths';

export interface NavItem {
  to: string;
  label: string;
}

/** The top bar: every page of the practice, in the order of a coach's day (ADR 030). */
export const primaryNavItems: readonly NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.clients, label: 'Clients' },
  { to: paths.sessions, label: 'Sessions' },
  { to: paths.supervision, label: 'Supervision' },
  { to: paths.cpd, label: 'CPD' },
  { to: paths.accreditation, label: 'Accreditation' },
  { to: paths.reports, label: 'Reports' },
  { to: paths.coachTools, label: 'Tools' },
];

/**
 * The account menu: the coach's data, account and help. Community only when the forum exists
 * (COMMUNITY_URL), Admin only for admins.
 */
export function accountNavItems({ community, admin }: { community: boolean; admin: boolean }): NavItem[] {
  return [
    { to: paths.exportImport, label: 'Export / import' },
    { to: paths.account, label: 'Account' },
    { to: paths.profile, label: 'Profile' },
    { to: paths.plans, label: 'Plans' },
    { to: paths.support, label: 'Support' },
    ...(community ? [{ to: paths.community, label: 'Community' }] : []),
    ...(admin ? [{ to: paths.admin, label: 'Admin' }] : []),
  ];
}
