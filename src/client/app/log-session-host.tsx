import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { ShortcutsDialog } from '@/client/components/layout/shortcuts-dialog';
import { useShortcuts } from '@/client/lib/keyboard-shortcuts';
import { LogSessionContext, type LogSession, type LogSessionOptions } from '@/client/lib/log-session';

// The session form (and its form library) loads when the coach first asks for it, not with the page.
const loadForm = () => import('@/client/features/coaching-sessions');
const LogSessionDialog = lazy(() => loadForm().then(({ LogSessionDialog }) => ({ default: LogSessionDialog })));

/**
 * 'Log session' for every signed-in page: one dialog, opened by the pages' buttons and by the
 * L key, and the list of shortcuts on '?'. `canLog` is false without a subscription (the server
 * would refuse the session).
 */
export function LogSessionHost({ canLog, children }: { canLog: boolean; children: ReactNode }) {
  const [request, setRequest] = useState<LogSessionOptions | null>(null);
  const [showingShortcuts, setShowingShortcuts] = useState(false);
  const logSession = useMemo<LogSession>(
    () => ({ open: (options = {}) => setRequest(options), preload: () => void loadForm() }),
    [],
  );
  const keys = useMemo(
    () => ({
      ...(canLog ? { l: () => logSession.open() } : {}),
      '?': () => setShowingShortcuts(true),
    }),
    [canLog, logSession],
  );
  useShortcuts(keys);

  return (
    <LogSessionContext.Provider value={logSession}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <LogSessionDialog open onOpenChange={(open) => !open && setRequest(null)} clientId={request.clientId} />
        </Suspense>
      )}
      <ShortcutsDialog open={showingShortcuts} onOpenChange={setShowingShortcuts} />
    </LogSessionContext.Provider>
  );
}
