import { useEffect } from 'react';
import { useMatches } from 'react-router';

const APP_NAME = 'Coach Logbook';

interface TitleHandle {
  title: string;
}

/** A route's `handle`: the page's name in the browser's tab and history ('Sessions — Coach Logbook'). */
export const title = (name: string): TitleHandle => ({ title: name });

const hasTitle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as TitleHandle).title === 'string';

export const documentTitle = (name: string | undefined) => (name ? `${name} — ${APP_NAME}` : APP_NAME);

/** Keeps `document.title` on the deepest matched route's name; the landing page is the app's name alone. */
export function PageTitle() {
  const matches = useMatches();
  const name = matches
    .map((match) => match.handle)
    .filter(hasTitle)
    .at(-1)?.title;
  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);
  return null;
}
