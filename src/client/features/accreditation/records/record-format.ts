import { formatHoursShort, formatLength } from '@/shared/domain/hours';

/** '14.0 h', as the logbook writes hours. */
export const hoursText = formatHoursShort;

/** One session's length, as every page writes it: '45 min', '1 h 30 min'. */
export const minutesText = formatLength;
