import { useMemo } from 'react';
import { todayIso } from '@/client/lib/dates';
import { localDateSense, type DateSense } from '@/shared/domain/plausible-dates';
import { useProfile } from './api/profile';

/**
 * How this coach's forms judge dates: their own today and the first practice of their profile.
 * Until the profile arrives (or offline) it is unknown, and the server asks in its place.
 */
export function useDateSense(): DateSense {
  const firstPractice = useProfile().data?.firstPractisedOn ?? null;
  const today = todayIso();
  return useMemo(() => localDateSense(today, firstPractice), [today, firstPractice]);
}
