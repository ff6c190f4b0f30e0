/** What other parts of the app use of billing: the banner in the layout, the account page's card. */
export { BillingBanner } from './components/billing-banner';
export { BillingCard } from './components/billing-card';
