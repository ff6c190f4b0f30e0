import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { ApiError } from '@/client/lib/api-error';
import { configQueryOptions, usePublicConfig } from '@/client/lib/public-config';
import { solveCaptcha } from './solve-captcha';

type WidgetState = 'loading' | 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export interface CaptchaHandle {
  /** The solved proof of work to send with the form; undefined when the captcha is off. */
  payload(): Promise<string | undefined>;
  /** After a submission the solution is spent (or was refused): solve a new one. */
  renew(): void;
}

const unfinished = () =>
  new ApiError(0, 'CAPTCHA_FAILED', 'The "I\'m not a robot" check could not finish. Please try again.');

/** Said to screen readers as the check progresses (the widget's own text is not announced). */
const ANNOUNCEMENTS: Partial<Record<WidgetState, string>> = {
  verifying: 'Checking that you are not a robot…',
  verified: 'Check complete. You can send the form.',
  expired: 'The check expired; it will start again when you send the form.',
  error: 'The check failed; it will start again when you send the form.',
};

/**
 * ALTCHA's self-hosted proof-of-work check. It solves by itself as soon as the page opens (the
 * checkbox shows its progress and can also be ticked by keyboard), so the form waits for it
 * only if it is sent within the first moment.
 */
export function CaptchaField({ ref }: { ref: Ref<CaptchaHandle> }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const enabled = config.data?.captcha ?? true;
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<WidgetState>('loading');
  const solved = useRef<string | undefined>(undefined);
  // On a slow network the form can be sent before the widget's code has arrived: it then waits.
  const registered = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const registration = import('./register-altcha').then(({ registerAltcha }) => registerAltcha());
    registered.current = registration;
    registration.then(
      () => active && setLoaded(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [enabled]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: WidgetState; payload?: string }>).detail;
      solved.current = detail.state === 'verified' ? detail.payload : undefined;
      setState(detail.state);
    };
    widget.addEventListener('statechange', onState);
    void widget.configure({ hideFooter: true, language: 'en' });
    return () => widget.removeEventListener('statechange', onState);
  }, [loaded]);

  useImperativeHandle(
    ref,
    () => ({
      async payload() {
        // A form sent before the server said whether the check is on waits for that answer; an
        // answer that never comes leaves the check on.
        const settings = await queryClient.ensureQueryData(configQueryOptions).catch(() => undefined);
        if (settings?.captcha === false) return undefined;
        if (solved.current) return solved.current;
        const widget = widgetRef.current;
        if (!widget || !registered.current) throw unfinished();
        await registered.current.catch(() => {
          throw unfinished();
        });
        const payload = solved.current ?? (await solveCaptcha(widget));
        if (!payload) throw unfinished();
        return payload;
      },
      renew() {
        const widget = widgetRef.current;
        solved.current = undefined;
        if (!widget || !loaded) return;
        widget.reset();
        void widget.verify();
      },
    }),
    [queryClient, loaded],
  );

  if (!enabled) return null;
  return (
    <div className="min-h-14">
      <altcha-widget
        ref={widgetRef}
        challenge="/api/captcha/challenge"
        auto="onload"
        name="captcha"
        type="checkbox"
        style={{ '--altcha-max-width': '100%' }}
      />
      <p role="status" className="sr-only">
        {ANNOUNCEMENTS[state] ?? ''}
      </p>
    </div>
  );
}
