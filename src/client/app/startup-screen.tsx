import { Spinner } from '@/client/components/ui/spinner';

/**
 * What the app shows while it asks who is signed in. The build also writes this markup into
 * index.html (scripts/startup-markup-plugin.ts), so it is painted before any JavaScript runs.
 */
export function StartupScreen() {
  return (
    <Spinner
      label="Initializing application..."
      className="flex min-h-screen items-center justify-center gap-3 text-slate-700"
    />
  );
}
