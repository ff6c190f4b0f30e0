import { Component, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';

interface State {
  failed: boolean;
}

/** The last line of defence: whatever broke, the coach sees a way out, never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Unhandled error in the app', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center p-6">
        <div role="alert" className="max-w-md text-center">
          <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
          <p className="mt-2 text-slate-600">We&apos;re sorry, but something unexpected happened.</p>
          <Button className="mt-6" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      </main>
    );
  }
}
