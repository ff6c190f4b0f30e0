import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { setReauthHandler } from '@/client/lib/api-error';

const ReauthDialog = lazy(() => import('./reauth-dialog'));

/**
 * Answers every REAUTH_REQUIRED of the signed-in app with one dialog: each call waiting on it
 * resumes (and is sent again) once the password is confirmed, or fails as refused on cancel.
 * The dialog's code loads only when it is first needed.
 */
export function ReauthPrompt() {
  /** Open while not null; holds what had focus when the refused request was sent. */
  const [prompt, setPrompt] = useState<{ focusAfter: Element | null } | null>(null);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null>(null);

  useEffect(
    () =>
      setReauthHandler((focusedBeforeRequest) => {
        if (!waiting.current) {
          let resolve: (confirmed: boolean) => void = () => {};
          const promise = new Promise<boolean>((done) => {
            resolve = done;
          });
          waiting.current = { promise, resolve };
          setPrompt({ focusAfter: focusedBeforeRequest });
        }
        return waiting.current.promise;
      }),
    [],
  );

  const done = (confirmed: boolean) => {
    waiting.current?.resolve(confirmed);
    waiting.current = null;
    setPrompt(null);
  };

  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog onDone={done} focusAfter={prompt.focusAfter} />
    </Suspense>
  );
}
