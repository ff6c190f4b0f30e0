import { LandingPage } from '@/client/features/marketing/components/landing-page';

export { LandingPage as Component };
