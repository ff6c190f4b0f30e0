import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useSignOut } from '@/client/features/auth';
import { queryRoots } from '@/client/lib/record-figures';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
  onSignOut: () => void;
}

/** If drawing the figures fails, the coach gets this card instead of a broken page. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Dashboard failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card role="alert" className="border-red-200 p-6">
        <h2 className="text-lg font-semibold text-red-900">Dashboard Data Error</h2>
        <p className="mt-2 text-slate-700">
          There was a problem loading the dashboard data. This could be due to an authentication issue or a server
          problem.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            onClick={() => {
              this.props.onReset();
              this.setState({ failed: false });
            }}
          >
            Refresh
          </Button>
          <Button variant="secondary" onClick={this.props.onSignOut}>
            Log Out
          </Button>
        </div>
      </Card>
    );
  }
}

export function DashboardBoundary({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return (
    <Boundary
      onReset={() => void queryClient.resetQueries({ queryKey: [...queryRoots.dashboard] })}
      onSignOut={() => void signOut()}
    >
      {children}
    </Boundary>
  );
}
