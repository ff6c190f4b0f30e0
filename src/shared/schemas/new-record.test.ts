import { describe, expect, it } from 'vitest';
import { newCoachingSessionSchema as sessionFor } from './coaching-sessions';
import { newCpdRecordSchema as cpdFor } from './cpd';
import { newSupervisionSessionSchema as supervisionFor } from './supervision';
import { localDateSense } from '../domain/plausible-dates';

const sense = localDateSense('2026-11-27', null);
const newCoachingSessionSchema = sessionFor(sense);
const newCpdRecordSchema = cpdFor(sense);
const newSupervisionSessionSchema = supervisionFor(sense);
const id = '0b7c2a4e-7c59-4a8e-9d1a-2f8f1b1c3d4e';
const clientId = '5f0e8a1c-3b2d-4c6e-8f9a-1b2c3d4e5f60';

describe('a create body with a browser-chosen id', () => {
  it('keeps the id next to the form’s fields, transformed as the form’s schema does', () => {
    const parsed = newCoachingSessionSchema.parse({
      id,
      clientId,
      date: '2026-04-02',
      duration: '75',
      sessionType: 'individual',
      groupSize: '6',
      topics: ' career, confidence ',
    });
    expect(parsed).toMatchObject({ id, clientId, duration: 75, groupSize: null, topics: ['career', 'confidence'] });
  });

  it('needs no id: a create sent online may let the database choose', () => {
    const parsed = newCpdRecordSchema.parse({
      title: 'Webinar',
      date: '2026-04-02',
      hours: '1.5',
      category: 'core_competencies',
    });
    expect(parsed.id).toBeUndefined();
    expect(parsed.hours).toBe(1.5);
  });

  it('reads its own output again unchanged, as a replay from the outbox does', () => {
    const once = newSupervisionSessionSchema.parse({
      id,
      supervisorName: 'Dr Jane Smith',
      date: '2026-04-02',
      duration: '90',
      topics: 'ethics, boundaries',
      notes: '  ',
    });
    expect(newSupervisionSessionSchema.parse(once)).toEqual(once);
    const session = newCoachingSessionSchema.parse({
      id,
      clientId,
      date: '2026-04-02',
      duration: 60,
      rate: '',
      rating: '4',
    });
    expect(newCoachingSessionSchema.parse(session)).toEqual(session);
  });

  it('refuses an id that is not a UUID, on the id field', () => {
    const result = newCpdRecordSchema.safeParse({
      id: 'not-a-uuid',
      title: 'Webinar',
      date: '2026-04-02',
      hours: 1,
      category: 'core_competencies',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['id'], message: 'The record id must be a UUID' }),
    ]);
  });
});
