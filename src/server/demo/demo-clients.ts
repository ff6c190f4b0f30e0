import type { ClientFormValues } from '@/shared/schemas/clients';

/**
 * The demo practice's clients and how each engagement ran: one-to-one and team, paid and pro
 * bono, finished and ongoing. Names and addresses are invented (example.com / example.org).
 */
export interface DemoClient {
  client: ClientFormValues;
  /** Days before today of the first and last session. */
  firstDaysAgo: number;
  lastDaysAgo: number;
  /** Days between sessions. */
  every: number;
  payment: 'paid' | 'pro_bono';
  sessionType: 'individual' | 'group' | 'team';
  groupSize?: number;
  minutes: number;
  rate?: number;
  topics: string[];
}

export const demoClients: DemoClient[] = [
  {
    client: {
      name: 'Amelia Clarke',
      email: 'amelia.clarke@example.com',
      organisation: 'Northwind Health',
      notes: 'Newly promoted head of nursing; wants to lead without losing her clinical voice.',
      includeInExports: true,
    },
    firstDaysAgo: 700,
    lastDaysAgo: 420,
    every: 21,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 60,
    rate: 120,
    topics: ['leadership', 'delegation', 'confidence'],
  },
  {
    client: {
      name: 'Ben Okafor',
      email: 'ben.okafor@example.com',
      organisation: 'Okafor Architects',
      notes: 'Founder; growing from 4 to 15 people.',
      includeInExports: true,
    },
    firstDaysAgo: 660,
    lastDaysAgo: 5,
    every: 28,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 75,
    rate: 150,
    topics: ['growth', 'hiring', 'work-life balance'],
  },
  {
    client: {
      name: 'Chiara Rossi',
      organisation: 'Fairbank School',
      notes: 'Deputy head; career transition to headship.',
      includeInExports: true,
      exportAlias: 'Client C',
    },
    firstDaysAgo: 600,
    lastDaysAgo: 300,
    every: 14,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 60,
    rate: 90,
    topics: ['career', 'values', 'interview preparation'],
  },
  {
    client: {
      name: 'Leadership Team, Harbour Trust',
      email: 'people@harbourtrust.example.org',
      organisation: 'Harbour Trust',
      notes: 'Six directors; team coaching on decision making after a merger.',
      includeInExports: true,
    },
    firstDaysAgo: 540,
    lastDaysAgo: 200,
    every: 30,
    payment: 'paid',
    sessionType: 'team',
    groupSize: 6,
    minutes: 120,
    rate: 600,
    topics: ['team trust', 'decision making', 'conflict'],
  },
  {
    client: {
      name: 'Daniel Kim',
      email: 'daniel.kim@example.com',
      notes: 'Volunteer coordinator at a food bank; pro bono.',
      includeInExports: true,
    },
    firstDaysAgo: 500,
    lastDaysAgo: 150,
    every: 30,
    payment: 'pro_bono',
    sessionType: 'individual',
    minutes: 45,
    topics: ['resilience', 'boundaries'],
  },
  {
    client: {
      name: 'Emily Watson',
      email: 'emily.watson@example.com',
      organisation: 'Brightside Media',
      notes: 'Returning from parental leave; confidence and priorities.',
      includeInExports: true,
    },
    firstDaysAgo: 420,
    lastDaysAgo: 12,
    every: 21,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 60,
    rate: 110,
    topics: ['confidence', 'priorities', 'return to work'],
  },
  {
    client: {
      name: 'New Managers Cohort',
      organisation: 'Greenfield Logistics',
      notes: 'Group coaching for eight first-time managers.',
      includeInExports: true,
      exportAlias: 'Greenfield cohort',
    },
    firstDaysAgo: 360,
    lastDaysAgo: 60,
    every: 28,
    payment: 'paid',
    sessionType: 'group',
    groupSize: 8,
    minutes: 90,
    rate: 400,
    topics: ['feedback', 'first 90 days', 'delegation'],
  },
  {
    client: {
      name: 'Farah Haddad',
      email: 'farah.haddad@example.com',
      notes: 'Doctoral student; pro bono through the university mentoring scheme.',
      includeInExports: true,
    },
    firstDaysAgo: 330,
    lastDaysAgo: 30,
    every: 35,
    payment: 'pro_bono',
    sessionType: 'individual',
    minutes: 60,
    topics: ['procrastination', 'career', 'writing'],
  },
  {
    client: {
      name: 'George Mensah',
      email: 'george.mensah@example.com',
      organisation: 'Mensah & Partners',
      notes: 'Partner in a law firm; preparing for managing partner role.',
      includeInExports: true,
    },
    firstDaysAgo: 240,
    lastDaysAgo: 3,
    every: 14,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 60,
    rate: 180,
    topics: ['strategy', 'influence', 'stakeholders'],
  },
  {
    client: {
      name: 'Hannah Lewis',
      phone: '07700 900456',
      notes: 'Career change from finance into charity work.',
      includeInExports: false,
    },
    firstDaysAgo: 150,
    lastDaysAgo: 8,
    every: 14,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 60,
    rate: 95,
    topics: ['career', 'values', 'purpose'],
  },
  {
    client: {
      name: 'Isaac Brown',
      email: 'isaac.brown@example.com',
      organisation: 'Northwind Health',
      notes: 'Referred by Amelia Clarke; chemistry session, then a short engagement.',
      status: 'archived',
      includeInExports: true,
    },
    firstDaysAgo: 450,
    lastDaysAgo: 380,
    every: 14,
    payment: 'paid',
    sessionType: 'individual',
    minutes: 60,
    rate: 120,
    topics: ['communication', 'presence'],
  },
];
