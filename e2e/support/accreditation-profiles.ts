import type { Page } from '@playwright/test';
import { sendAsCoach } from './api';

/** The browser's calendar date minus `days`, as YYYY-MM-DD. */
export function daysAgo(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

type Kind = 'icf_level_1' | 'icf_level_2' | 'icf_level_3' | 'cce' | 'emcc_accredited' | 'ac_accredited';

async function education(page: Page, kind: Kind, totalHours: number, startedAgo: number, endedAgo: number | null) {
  await sendAsCoach(page, '/api/education-records', {
    programmeName: `Coaching programme (${kind})`,
    provider: 'Coach School',
    kind,
    startDate: daysAgo(startedAgo),
    endDate: endedAgo === null ? null : daysAgo(endedAgo),
    totalHours,
    synchronousHours: totalHours,
  });
}

/** `clients` consenting clients, each with sessions of `minutes` every `every` days over `span` days. */
async function practice(page: Page, clients: number, minutes: number, sessions: number, spacing: number) {
  for (let index = 0; index < clients; index += 1) {
    const { client } = await sendAsCoach(page, '/api/clients', {
      name: `Client ${index + 1}`,
      includeInExports: index !== 0,
    });
    for (let session = 0; session < sessions; session += 1) {
      await sendAsCoach(page, '/api/coaching-sessions', {
        clientId: client.id,
        date: daysAgo(5 + index + session * spacing),
        duration: minutes,
        payment: session % 4 === 3 ? 'pro_bono' : 'paid',
      });
    }
  }
}

async function mentor(page: Page, credential: 'pcc' | 'mcc', hours: number) {
  for (let index = 0; index < hours; index += 1) {
    await sendAsCoach(page, '/api/mentor-coaching-sessions', {
      mentorName: 'Pat Mentor',
      mentorCredential: credential,
      date: daysAgo(20 + index * 12),
      duration: 60,
      format: 'one_to_one',
    });
  }
}

/** The coaches whose /accreditation the journeys and screenshots look at. */
export const profiles = {
  /** A Level 1 graduate a little short of the ACC's hours. */
  async icfLevel1(page: Page) {
    await education(page, 'icf_level_1', 64, 400, 250);
    await practice(page, 8, 90, 8, 30);
  },
  /** A Level 2 graduate working towards the PCC. */
  async icfLevel2(page: Page) {
    await education(page, 'icf_level_2', 130, 700, 450);
    await practice(page, 12, 240, 5, 50);
    await sendAsCoach(page, '/api/credentials', { body: 'icf', level: 'acc', awardedOn: daysAgo(300) });
    await sendAsCoach(page, '/api/accreditation/goal', { body: 'ICF', level: 'PCC', targetDate: daysAgo(-540) }, 'PUT');
  },
  /** A PCC in a Level 3 programme, aiming for the MCC. */
  async icfLevel3(page: Page) {
    await education(page, 'icf_level_2', 130, 2200, 1900);
    await education(page, 'icf_level_3', 75, 200, -60);
    await practice(page, 10, 480, 6, 60);
    await sendAsCoach(page, '/api/credentials', { body: 'icf', level: 'pcc', awardedOn: daysAgo(700) });
  },
  /** A Portfolio candidate with CCE courses, mentor coaching and no recordings yet. */
  async icfPortfolio(page: Page) {
    await education(page, 'cce', 40, 500, 460);
    await education(page, 'cce', 24, 300, 280);
    await practice(page, 6, 60, 10, 14);
    await mentor(page, 'pcc', 6);
  },
  /** An EMCC Foundation candidate, with supervision and CPD. */
  async emcc(page: Page) {
    await education(page, 'emcc_accredited', 40, 600, 500);
    await practice(page, 6, 60, 8, 20);
    for (let quarter = 0; quarter < 4; quarter += 1) {
      await sendAsCoach(page, '/api/supervision-sessions', {
        supervisorName: 'Dr Jane Smith',
        date: daysAgo(10 + quarter * 90),
        duration: 60,
        topics: 'ethics',
      });
    }
    await sendAsCoach(page, '/api/cpd-records', {
      title: 'Ethics day',
      date: daysAgo(40),
      hours: 16,
      category: 'core_competencies',
    });
    await sendAsCoach(page, '/api/accreditation/goal', { body: 'EMCC', level: 'Foundation' }, 'PUT');
  },
  /** An AC Coach whose 3-year accreditation falls due next month. */
  async acRenewal(page: Page) {
    await education(page, 'ac_accredited', 45, 1500, 1400);
    await practice(page, 8, 180, 5, 60);
    await sendAsCoach(page, '/api/credentials', { body: 'ac', level: 'coach', awardedOn: daysAgo(3 * 365 - 30) });
    await sendAsCoach(page, '/api/accreditation/goal', { body: 'AC', level: 'Professional' }, 'PUT');
  },
};
