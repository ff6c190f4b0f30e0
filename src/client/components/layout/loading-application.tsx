import { Spinner } from '@/client/components/ui/spinner';

export function LoadingApplication() {
  return (
    <Spinner
      label="Loading application..."
      className="flex min-h-screen items-center justify-center gap-3 text-slate-700"
    />
  );
}
