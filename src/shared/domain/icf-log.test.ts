import { describe, expect, it } from 'vitest';
import { buildIcfLog, type IcfLogGroup } from './icf-log';

const group = (overrides: Partial<IcfLogGroup>): IcfLogGroup => ({
  clientName: 'Ada',
  alias: null,
  email: 'ada@example.com',
  phone: null,
  groupSize: null,
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  paidMinutes: 0,
  proBonoMinutes: 0,
  ...overrides,
});

describe('ICF Client Coaching Log', () => {
  it('lists relationships by start date, aliases hide name and contact, totals add up minutes', () => {
    const log = buildIcfLog([
      group({ clientName: 'Zed', startDate: '2026-02-01', paidMinutes: 20 }),
      group({ alias: 'Client A', paidMinutes: 45, proBonoMinutes: 20 }),
      group({ clientName: 'Team', email: null, phone: '0123', groupSize: 8, paidMinutes: 20 }),
    ]);
    expect(log.rows).toEqual([
      {
        'Client Name': 'Client A',
        'Contact Information': '',
        'Individual/Group': 'Individual',
        'Number in Group': null,
        'Start Date': '2026-01-01',
        'End Date': '2026-01-31',
        'Paid hours': 0.75,
        'Pro-bono hours': 0.33,
      },
      {
        'Client Name': 'Team',
        'Contact Information': '0123',
        'Individual/Group': 'Group',
        'Number in Group': 8,
        'Start Date': '2026-01-01',
        'End Date': '2026-01-31',
        'Paid hours': 0.33,
        'Pro-bono hours': 0,
      },
      {
        'Client Name': 'Zed',
        'Contact Information': 'ada@example.com',
        'Individual/Group': 'Individual',
        'Number in Group': null,
        'Start Date': '2026-02-01',
        'End Date': '2026-01-31',
        'Paid hours': 0.33,
        'Pro-bono hours': 0,
      },
    ]);
    // 85 paid minutes are 1.42 hours, where the rounded rows would add up to 1.41.
    expect(log.totals).toEqual({ paidHours: 1.42, proBonoHours: 0.33, totalHours: 1.75 });
  });
});
