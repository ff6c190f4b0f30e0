import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calendarAddresses } from './calendar-addresses';
import { clients } from './clients';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A session to log, proposed by the coach's calendar: only what a proposal needs (issue 27), never
 * an event's description, location or attendees. Logged or skipped, it is deleted and its event
 * remembered in calendar_decisions; not acted on, it is deleted after 90 days.
 */
export const calendarProposals = pgTable(
  'calendar_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address that brought it; null for a file. Deleting the address deletes its proposals. */
    addressId: uuid('address_id').references(() => calendarAddresses.id, { onDelete: 'cascade' }),
    /** sha256 of the event's UID and recurrence id: the event whatever file or address brings it. */
    eventKey: text('event_key').notNull(),
    eventUid: text('event_uid').notNull(),
    /** The occurrence's original start (ISO) for a recurring event; '' for a single one. */
    recurrenceId: text('recurrence_id').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The event's local date in the coach's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('calendar_proposals_user_id_event_key_key').on(table.userId, table.eventKey),
    index('calendar_proposals_user_id_starts_at_idx').on(table.userId, table.startsAt.desc()),
    index('calendar_proposals_address_id_idx').on(table.addressId),
    index('calendar_proposals_client_id_idx').on(table.clientId),
    // The 90-day clean-up.
    index('calendar_proposals_created_at_idx').on(table.createdAt),
  ],
);
