import { isCheckoutPending } from '@/shared/billing/checkout-polling';
import { localKeys, readLocal, removeLocal, writeLocal } from '@/client/lib/local-data';

export interface PendingCheckout {
  id: string;
  startedAt: string;
}

export function rememberPendingCheckout(id: string, now = new Date()) {
  writeLocal(localKeys.pendingCheckout, JSON.stringify({ id, startedAt: now.toISOString() } satisfies PendingCheckout));
}

/** The checkout this browser started, while it still counts as pending (under an hour old). */
export function readPendingCheckout(now = new Date()): PendingCheckout | null {
  const raw = readLocal(localKeys.pendingCheckout);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingCheckout>;
    if (typeof value.id === 'string' && typeof value.startedAt === 'string') {
      if (isCheckoutPending(new Date(value.startedAt), now)) return { id: value.id, startedAt: value.startedAt };
    }
  } catch {
    // Not ours or damaged: forget it below.
  }
  removeLocal(localKeys.pendingCheckout);
  return null;
}

export function forgetPendingCheckout() {
  removeLocal(localKeys.pendingCheckout);
}
