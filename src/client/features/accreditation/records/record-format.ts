import { formatHours, minutesToHours } from '@/shared/domain/hours';

/** '14.0 h', as the logbook writes hours. */
export const hoursText = (hours: number) => `${formatHours(hours)} h`;

/** A duration in minutes as hours: '1.5 h'. */
export const minutesText = (minutes: number) => hoursText(minutesToHours(minutes));
