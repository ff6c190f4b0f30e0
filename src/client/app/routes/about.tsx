import { AboutPage } from '@/client/features/about/components/about-page';

export { AboutPage as Component };
