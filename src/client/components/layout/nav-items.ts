import { paths } from '@/client/config/paths';

export const coachNavItems = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.clients, label: 'Clients' },
  { to: paths.sessions, label: 'Sessions' },
  { to: paths.supervision, label: 'Supervision' },
  { to: paths.cpd, label: 'CPD' },
  { to: paths.accreditation, label: 'Accreditation' },
  { to: paths.reports, label: 'Reports' },
] as const;

export const moreNavItems = [
  { to: paths.coachTools, label: 'Coach tools' },
  { to: paths.exportImport, label: 'Export / import' },
  { to: paths.community, label: 'Community' },
  { to: paths.support, label: 'Support' },
  { to: paths.account, label: 'Account' },
  { to: paths.profile, label: 'Profile' },
] as const;
