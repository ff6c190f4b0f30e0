import { CpdPage } from '@/client/features/cpd/components/cpd-page';

export { CpdPage as Component };
