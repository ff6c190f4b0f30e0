import { eq } from 'drizzle-orm';
import { clientInputSchema } from '@/shared/schemas/clients';
import { coachQuestionInputSchema } from '@/shared/schemas/coach-questions';
import { newCoachingSessionSchema } from '@/shared/schemas/coaching-sessions';
import { newCpdRecordSchema } from '@/shared/schemas/cpd';
import { growPlanInputSchema } from '@/shared/schemas/grow-plans';
import { profileInputSchema } from '@/shared/schemas/profile';
import { newSupervisionSessionSchema } from '@/shared/schemas/supervision';
import { defaultWheelAreas, wheelAssessmentInputSchema } from '@/shared/schemas/wheel-of-life';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createClient } from '../features/clients/clients.service';
import { createCoachQuestion } from '../features/coach-questions/coach-questions.service';
import { createCoachingSession } from '../features/coaching-sessions/coaching-sessions.service';
import { createCpdRecord } from '../features/cpd/cpd.service';
import { createGrowPlan } from '../features/grow-plans/grow-plans.service';
import { createSupervisionSession } from '../features/supervision/supervision.service';
import { createWheelAssessment } from '../features/wheel-of-life/wheel-assessments.service';
import { updateProfile } from '../features/profile/profile.service';
import type { Auth } from '../features/auth/better-auth';
import type { Outbox } from '../lib/email/mailer';
import { demoClients } from './demo-clients';
import { seedAccreditationRecords } from './demo-records';
import { demoCpd, demoGrowPlan, demoQuestions, demoSessions, demoSupervision, demoWheelScores } from './demo-practice';

export const DEMO_EMAIL = 'demo.coach@example.com';
/** Printed with the e-mail: the demo coach is for looking around, on a machine of one's own. */
export const DEMO_PASSWORD = 'Willow7Compass';

export interface DemoSummary {
  created: boolean;
  clients: number;
  sessions: number;
  supervision: number;
  cpd: number;
  education: number;
  mentorCoaching: number;
}

/**
 * Fills a demo coach with two years of practice, through the same schemas and services as the
 * screens (so the data obeys every rule a coach's own does). Does nothing when the demo coach
 * already exists: running it twice neither doubles the practice nor resets a changed password.
 */
export async function seedDemo(
  { db, auth, outbox }: { db: Database; auth: Auth; outbox: Outbox },
  today = new Date(),
): Promise<DemoSummary> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  const none = { clients: 0, sessions: 0, supervision: 0, cpd: 0, education: 0, mentorCoaching: 0 };
  if (existing) return { created: false, ...none };

  // Signed up and confirmed as a coach is (the sign-up form's body, the trial, the e-mailed link
  // opened with the password).
  const body = { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: '', termsAccepted: true };
  const { user } = await auth.api.signUpEmail({ body });
  const link = outbox.messages.find((message) => message.to === DEMO_EMAIL)?.text.match(/[?&]token=([^&\s]+)/);
  if (!link) throw new Error('The demo coach was signed up but no verification e-mail was written');
  const confirmation = { email: DEMO_EMAIL, password: DEMO_PASSWORD, confirmation: link[1]! };
  await auth.api.signInEmail({ body: confirmation });
  const userId = user.id;
  // The display name is set on the profile, as a coach sets it (sign-up takes none).
  await updateProfile(db, { userId, input: profileInputSchema.parse({ username: '', displayName: 'Demo Coach' }) });

  const clientIds: string[] = [];
  for (const plan of demoClients) {
    const client = await createClient(db, { userId, input: clientInputSchema.parse(plan.client) });
    clientIds.push(client.id);
  }
  const sessions = demoSessions(today);
  const sessionIds: string[] = [];
  for (const { clientIndex, session } of sessions) {
    const input = newCoachingSessionSchema.parse({ ...session, clientId: clientIds[clientIndex] });
    sessionIds.push((await createCoachingSession(db, { userId, input })).id);
  }
  const supervision = demoSupervision(today);
  for (const session of supervision) {
    await createSupervisionSession(db, { userId, input: newSupervisionSessionSchema.parse(session) });
  }
  const cpd = demoCpd(today);
  for (const record of cpd) await createCpdRecord(db, { userId, input: newCpdRecordSchema.parse(record) });

  for (const question of demoQuestions) {
    await createCoachQuestion(db, { userId, input: coachQuestionInputSchema.parse(question) });
  }
  // The tools hang on the client seen most lately: the one a coach would open first.
  const george = clientIds[demoClients.findIndex((plan) => plan.client.name === 'George Mensah')]!;
  const georgeSessions = sessions.flatMap((item, index) => (clientIds[item.clientIndex] === george ? [index] : []));
  const firstSession = georgeSessions[0]!;
  await createGrowPlan(db, {
    userId,
    input: growPlanInputSchema.parse({
      ...demoGrowPlan,
      clientId: george,
      coachingSessionId: sessionIds[firstSession],
      date: sessions[firstSession]!.session.date,
    }),
  });
  const wheelDates = [georgeSessions[0]!, georgeSessions[georgeSessions.length - 1]!];
  for (const [index, scores] of demoWheelScores().entries()) {
    const areas = defaultWheelAreas.map((name, area) => ({ name, score: scores[area]! }));
    await createWheelAssessment(db, {
      userId,
      input: wheelAssessmentInputSchema.parse({
        clientId: george,
        date: sessions[wheelDates[index]!]!.session.date,
        areas,
        notes: index === 0 ? 'First session: energy low at home.' : 'Six months on: more time for fun.',
      }),
    });
  }
  const records = await seedAccreditationRecords(db, { userId, today, clientIds });
  return {
    created: true,
    education: records.education,
    mentorCoaching: records.mentorCoaching,
    clients: clientIds.length,
    sessions: sessions.length,
    supervision: supervision.length,
    cpd: cpd.length,
  };
}
