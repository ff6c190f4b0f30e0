import type { EntityKey } from '@/shared/schemas/export-import';

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

const nouns: Record<EntityKey, [string, string]> = {
  clients: ['client', 'clients'],
  coachingSessions: ['coaching session', 'coaching sessions'],
  supervisionSessions: ['supervision session', 'supervision sessions'],
  cpdRecords: ['CPD record', 'CPD records'],
};

export const entityCount = (entity: EntityKey, count: number) => plural(count, ...nouns[entity]);

/** 'a, b, c and d' */
export function listText(items: string[]) {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
