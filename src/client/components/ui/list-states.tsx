import type { ReactNode } from 'react';
import { ApiError } from '@/client/lib/api-error';
import { Button } from './button';

/** A list that could not be loaded: the reason and a Retry, never invented rows. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p>{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

export function EmptyPanel({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      {children}
    </div>
  );
}

/**
 * One record's page that could not be loaded: "not found" with the way back when the server
 * says it does not exist (or is another coach's), else the reason and a Retry.
 */
export function RecordLoadError({
  error,
  back,
  notFoundTitle,
  notFoundHint,
  message,
  onRetry,
}: {
  error: Error;
  back: ReactNode;
  notFoundTitle: string;
  notFoundHint: string;
  message: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">{notFoundTitle}</h1>
        <p className="text-slate-600">{notFoundHint}</p>
      </div>
    );
  }
  return <ErrorPanel message={message} onRetry={onRetry} />;
}
