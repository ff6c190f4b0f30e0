import { AdminTwoFactorGate } from '@/client/features/admin/components/admin-two-factor-gate';

export { AdminTwoFactorGate as Component };
