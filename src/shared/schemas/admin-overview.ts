export interface AdminOverview {
  users: number;
  onTrial: number;
  activeSubscriptions: number;
  freeAccounts: number;
  /** Monthly recurring revenue in minor units (pence) of `currency`. */
  monthlyRecurringRevenueMinor: number;
  currency: string;
  /** One entry per day of the last 30 days, oldest first (UTC dates). */
  signUps: { date: string; count: number }[];
}
