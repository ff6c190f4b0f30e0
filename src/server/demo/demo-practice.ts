import type { CoachingSessionFormValues } from '@/shared/schemas/coaching-sessions';
import type { CpdRecordFormValues } from '@/shared/schemas/cpd';
import type { SupervisionSessionFormValues } from '@/shared/schemas/supervision';
import { demoClients } from './demo-clients';

/**
 * A made-up coaching practice of two years, as a coach would have entered it: who the clients
 * are, how often each was seen, paid or pro bono, one-to-one or with a team. Pure data, the same
 * for a given day (a seeded random sequence), so the demo reads alike on every machine.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32): the demo must not differ from run to run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

const TOPIC_NOTES = [
  'Explored what success would look like in six months.',
  'Reviewed the actions from last time; two of three done.',
  'Worked on a difficult conversation coming up next week.',
  'Noticed a pattern of saying yes too quickly; agreed an experiment.',
  'Mapped stakeholders and where energy goes.',
  'Client arrived tired; we slowed down and looked at what matters most.',
];

/** Every coaching session of the practice, oldest first, with dates in the past. */
export function demoSessions(
  today: Date,
): { clientIndex: number; session: Omit<CoachingSessionFormValues, 'clientId'> }[] {
  const random = sequence(2024);
  const sessions: { clientIndex: number; session: Omit<CoachingSessionFormValues, 'clientId'> }[] = [];
  demoClients.forEach((plan, clientIndex) => {
    for (let daysAgo = plan.firstDaysAgo; daysAgo >= plan.lastDaysAgo; daysAgo -= plan.every) {
      // A session moves by a day or two, as diaries do; never onto the next one.
      const jitter = Math.floor(random() * 3);
      const date = isoDate(today.getTime() - (daysAgo - jitter) * DAY_MS);
      const topic = plan.topics[Math.floor(random() * plan.topics.length)]!;
      sessions.push({
        clientIndex,
        session: {
          date,
          duration: plan.minutes,
          topics: [topic],
          notes: TOPIC_NOTES[Math.floor(random() * TOPIC_NOTES.length)]!,
          followUp: random() < 0.4 ? 'Send the reading on psychological safety.' : '',
          payment: plan.payment,
          sessionType: plan.sessionType,
          groupSize: plan.groupSize ?? null,
          rate: plan.payment === 'paid' ? (plan.rate ?? null) : null,
          rating: 3 + Math.floor(random() * 3),
          goalsSet: random() < 0.3 ? `Make progress on ${topic}.` : '',
          goalsAchieved: random() < 0.2 ? `A first step on ${topic}, taken.` : '',
        },
      });
    }
  });
  return sessions.sort((a, b) => a.session.date.localeCompare(b.session.date));
}

/** Monthly one-to-one supervision, with a group session each quarter. */
export function demoSupervision(today: Date): SupervisionSessionFormValues[] {
  const sessions: SupervisionSessionFormValues[] = [];
  for (let month = 23; month >= 0; month -= 1) {
    const date = isoDate(today.getTime() - (month * 30 + 10) * DAY_MS);
    const group = month % 3 === 0;
    sessions.push({
      supervisorName: group ? 'Coaching Supervision Circle' : 'Dr Ruth Adeyemi',
      supervisorAccreditation: group ? '' : 'EMCC ESIA, ICF MCC',
      date,
      duration: group ? 120 : 60,
      topics: group ? ['ethics', 'contracting'] : ['client work', 'self-care'],
      notes: group ? 'Case discussion with three peers.' : 'Reviewed two client relationships.',
      supervisionType: group ? 'group' : 'individual',
    });
  }
  return sessions;
}

export function demoCpd(today: Date): CpdRecordFormValues[] {
  const at = (daysAgo: number) => isoDate(today.getTime() - daysAgo * DAY_MS);
  return [
    {
      title: 'ICF Core Competencies refresher',
      date: at(680),
      hours: 6,
      category: 'core_competencies',
      provider: 'ICF UK',
    },
    {
      title: 'Coaching ethics in organisations',
      date: at(610),
      hours: 3,
      category: 'core_competencies',
      coachingEthics: true,
      provider: 'EMCC',
    },
    {
      title: 'Team coaching foundations',
      date: at(550),
      hours: 12,
      category: 'core_competencies',
      provider: 'Academy of Executive Coaching',
    },
    { title: 'Reading: The Coaching Habit', date: at(480), hours: 4, category: 'resource_development' },
    {
      title: 'Marketing a coaching practice',
      date: at(400),
      hours: 2.5,
      category: 'resource_development',
      provider: 'Coach Business School',
    },
    { title: 'Supervision skills webinar', date: at(330), hours: 1.5, category: 'core_competencies' },
    {
      title: 'Ethics case clinic',
      date: at(260),
      hours: 2,
      category: 'core_competencies',
      coachingEthics: true,
      provider: 'ICF UK',
    },
    {
      title: 'Neuroscience for coaches',
      date: at(180),
      hours: 8,
      category: 'resource_development',
      provider: 'Open University',
    },
    { title: 'Mentor coaching group (PCC markers)', date: at(90), hours: 3, category: 'core_competencies' },
    {
      title: 'Conference: Coaching at Work',
      date: at(40),
      hours: 7,
      category: 'core_competencies',
      provider: 'Coaching at Work',
    },
  ];
}

export const demoQuestions = [
  { stage: 'goal', text: 'If this went really well, what would you notice first?' },
  { stage: 'reality', text: 'What have you already tried, and what did it teach you?' },
  { stage: 'options', text: 'What would you do if you knew you could not fail?' },
  { stage: 'will', text: 'On a scale of 1 to 10, how committed are you to this step?' },
] as const;

export const demoGrowPlan = {
  title: 'Managing partner in a year',
  goal: 'Be ready to stand for managing partner at next year’s election.',
  reality: 'Respected for client work; less visible to the younger partners.',
  options: 'Lead the graduate programme; chair the strategy away-day; find a sponsor.',
  will: 'Ask to chair the away-day by the end of the month.',
};

/** Two Wheels of Life for one client, months apart, so the history shows a change. */
export function demoWheelScores(): number[][] {
  return [
    [5, 6, 4, 7, 6, 5, 3, 6],
    [7, 6, 6, 8, 7, 7, 5, 7],
  ];
}
