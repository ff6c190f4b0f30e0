import { QuestionBankPage } from '@/client/features/coach-tools/question-bank/question-bank-page';

export { QuestionBankPage as Component };
