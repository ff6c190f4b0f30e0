import { createContext, useContext } from 'react';

export interface LogSessionOptions {
  /** The client the new session is for (a client's page, a list filtered by client). */
  clientId?: string;
}

export interface LogSession {
  /**
   * Opens 'Log session', started from the last session: its client (or the one given), length,
   * type and payment, and today. One action, wherever it is offered (issue 29 §1).
   */
  open: (options?: LogSessionOptions) => void;
  /** Fetches the form before the click (on hover or focus), so it opens at once. */
  preload: () => void;
}

/** Provided by the signed-in shell (app/log-session-host.tsx); a no-op elsewhere. */
export const LogSessionContext = createContext<LogSession>({ open: () => {}, preload: () => {} });

export const useLogSession = () => useContext(LogSessionContext);
