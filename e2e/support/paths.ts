import path from 'node:path';

/** Where the e2e server listens (E2E_PORT lets two checkouts run at once); config and fixtures share it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The e2e server's DATA_DIR (PGlite files and the dev outbox), emptied at the start of each run. */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../../.e2e-data/server-${E2E_PORT}`);

/** The dev outbox: one JSON file per e-mail ({ to, subject, text, html }). */
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');

/** The e2e server's ADMIN_EMAILS: this account is an admin from the moment it signs up. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/** Settings the e2e server runs with, so that specs can check what the pages make of them. */
export const E2E_SUPPORT_ADMIN_EMAIL = 'support-admin@e2e.example.com';
export const E2E_SUPPORT_EMAIL = 'help@e2e.example.com';
export const E2E_COMMUNITY_URL = 'https://community.example.com/coaches';
