import { Spinner } from '@/client/components/ui/spinner';

/**
 * What a page shows while the app asks who is signed in: written by the build into index.html
 * (scripts/startup-markup-plugin.ts), so it is painted before any JavaScript runs, and drawn by the
 * start-up again after a failed first answer, while it tries again.
 */
export function StartupScreen() {
  return (
    <Spinner
      label="Initializing application..."
      className="flex min-h-screen items-center justify-center gap-3 text-slate-700"
    />
  );
}
