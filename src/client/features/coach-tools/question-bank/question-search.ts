import { curatedQuestions } from '@/shared/domain/coaching-questions';
import type { CoachQuestion } from '@/shared/schemas/coach-questions';
import { growStages, type GrowStage } from '@/shared/schemas/grow-stages';

export type BankQuestion = { text: string } & ({ own: false } | { own: true; question: CoachQuestion });

/** Every word of the search must appear in the question, in any order and case. */
export function matchesSearch(text: string, search: string) {
  const haystack = text.toLocaleLowerCase();
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The curated questions, then the coach's own, stage by stage, kept to those matching the search. */
export function questionsByStage(own: CoachQuestion[], search: string): Record<GrowStage, BankQuestion[]> {
  return Object.fromEntries(
    growStages.map((stage) => {
      const questions: BankQuestion[] = [
        ...curatedQuestions[stage].map((text) => ({ text, own: false as const })),
        ...own
          .filter((question) => question.stage === stage)
          .map((question) => ({
            text: question.text,
            own: true as const,
            question,
          })),
      ];
      return [stage, questions.filter((question) => matchesSearch(question.text, search))];
    }),
  ) as Record<GrowStage, BankQuestion[]>;
}
