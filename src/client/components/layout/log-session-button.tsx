import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { useLogSession } from '@/client/lib/log-session';

interface LogSessionButtonProps {
  /** The client the session is for, on a client's page. */
  clientId?: string;
}

/**
 * 'Log session', the one name of the one action, on every page that offers it: its tooltip (on
 * hover and on focus) tells the shortcut, which screen readers hear from aria-keyshortcuts.
 */
export function LogSessionButton({ clientId }: LogSessionButtonProps) {
  const logSession = useLogSession();
  const tipId = useId();
  return (
    <span className="group relative hidden md:inline-flex">
      <Button
        aria-keyshortcuts="L"
        aria-describedby={tipId}
        onClick={() => logSession.open({ clientId })}
        onPointerEnter={logSession.preload}
        onFocus={logSession.preload}
      >
        <Plus aria-hidden="true" />
        Log session
      </Button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute top-full right-0 z-30 mt-2 hidden rounded-md bg-slate-900 px-2.5 py-1.5 text-xs whitespace-nowrap text-white shadow group-focus-within:block group-hover:block"
      >
        Shortcut: L · press ? for all shortcuts
      </span>
    </span>
  );
}

/** On a phone the same action floats within the thumb's reach, above the cookie notice of a first visit. */
export function LogSessionFloatingButton({ clientId }: LogSessionButtonProps) {
  const logSession = useLogSession();
  return (
    <Button
      className="fixed right-4 bottom-[calc(1.25rem+var(--cookie-notice-height,0px))] z-30 h-14 rounded-full px-5 shadow-lg md:hidden"
      onClick={() => logSession.open({ clientId })}
      onPointerEnter={logSession.preload}
      onFocus={logSession.preload}
    >
      <Plus aria-hidden="true" />
      Log session
    </Button>
  );
}
