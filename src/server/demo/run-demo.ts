// `npm run demo`: a demo coach with two years of practice, for seeing every screen full.
import { composeDeps } from '../compose-deps';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { resolveAuthSecret } from '../features/auth/auth-secret';
import { passwordHashing } from '../features/auth/passwords/password-hashing';
import { createOutbox } from '../lib/email/mailer';
import { createLogger } from '../lib/logger';
import { demoRefusal } from './demo-guard';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed-demo';

async function run() {
  const env = loadEnv();
  const refusal = demoRefusal(env);
  if (refusal) throw new Error(refusal);
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(env);
  try {
    await database.migrate();
    // The verification e-mail stays in memory: the demo reads its link itself.
    const outbox = createOutbox();
    // No robot check: the demo signs its coach up itself.
    const { auth } = composeDeps({
      env: { ...env, CAPTCHA: 'off' },
      database,
      logger,
      mailer: outbox,
      secret: resolveAuthSecret(env),
      passwordHashing,
      supportWorker: false,
      jobs: { work: false },
    });
    const summary = await seedDemo({ db: database.db, auth, outbox });
    console.log(
      summary.created
        ? `Demo practice created: ${summary.clients} clients, ${summary.sessions} coaching sessions, ` +
            `${summary.supervision} supervision sessions, ${summary.cpd} CPD records, ` +
            `${summary.education} education records, ${summary.mentorCoaching} mentor coaching sessions, ` +
            'a credential, feedback and reflections, and coach tools.'
        : 'The demo coach already exists; nothing was changed.',
    );
    console.log(`Sign in with e-mail ${DEMO_EMAIL} and password ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(`The demo could not be created: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
