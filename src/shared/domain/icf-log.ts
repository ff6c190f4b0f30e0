import type { icfLogHeaders } from '../schemas/export-import';

/** Minutes of one client's sessions of one kind (individual, or group of one size), as the database adds them up. */
export interface IcfLogGroup {
  clientName: string;
  alias: string | null;
  email: string | null;
  phone: string | null;
  /** null for individual sessions; the group size for group and team sessions. */
  groupSize: number | null;
  startDate: string;
  endDate: string;
  paidMinutes: number;
  proBonoMinutes: number;
}

export type IcfLogRow = Record<(typeof icfLogHeaders)[number], string | number | null>;

export interface IcfLog {
  rows: IcfLogRow[];
  totals: { paidHours: number; proBonoHours: number; totalHours: number };
}

/** Hours to two decimals: ICF counts hours, and 45 minutes must stay 0.75, not 0.8. */
export const logHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * ICF's Client Coaching Log: one row per client relationship (individual sessions, or group
 * sessions of one size), alias in place of the name (and no contact details) where set, ordered by start date, then the
 * totals, added up from minutes so that rounding each row does not add up wrong.
 */
export function buildIcfLog(groups: IcfLogGroup[]): IcfLog {
  const rows = [...groups]
    .map((group) => ({ group, name: group.alias ?? group.clientName }))
    .sort(
      (a, b) =>
        a.group.startDate.localeCompare(b.group.startDate) ||
        a.name.localeCompare(b.name) ||
        (a.group.groupSize ?? 0) - (b.group.groupSize ?? 0),
    )
    .map(({ group, name }): IcfLogRow => ({
      'Client Name': name,
      // An alias is there to keep the client anonymous: their e-mail would give them away.
      'Contact Information': group.alias ? '' : (group.email ?? group.phone ?? ''),
      'Individual/Group': group.groupSize === null ? 'Individual' : 'Group',
      'Number in Group': group.groupSize,
      'Start Date': group.startDate,
      'End Date': group.endDate,
      'Paid hours': logHours(group.paidMinutes),
      'Pro-bono hours': logHours(group.proBonoMinutes),
    }));
  const paid = groups.reduce((sum, group) => sum + group.paidMinutes, 0);
  const proBono = groups.reduce((sum, group) => sum + group.proBonoMinutes, 0);
  return {
    rows,
    totals: { paidHours: logHours(paid), proBonoHours: logHours(proBono), totalHours: logHours(paid + proBono) },
  };
}
