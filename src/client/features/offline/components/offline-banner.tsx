import { WifiOff } from 'lucide-react';
import { useOnline } from '@/client/lib/offline/network-status';

const SHORT_MESSAGE = 'Offline: what you log is kept on this device.';
export const OFFLINE_MESSAGE =
  'You are offline. Sessions, supervision and CPD you log are kept on this device and sent when you are back online.';

/** Shown on every page while the browser has no network. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-slate-900 px-4 py-2 text-center text-sm text-white">
      <WifiOff aria-hidden="true" className="mr-2 inline size-4 align-[-3px]" />
      {/* One line on a phone, so the header stays in view. */}
      <span className="sm:hidden">{SHORT_MESSAGE}</span>
      <span className="hidden sm:inline">{OFFLINE_MESSAGE}</span>
    </div>
  );
}
