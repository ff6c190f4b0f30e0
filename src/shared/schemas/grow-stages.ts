/** The four stages of the GROW model (Whitmore), in the order a session moves through them. */
export const growStages = ['goal', 'reality', 'options', 'will'] as const;
export type GrowStage = (typeof growStages)[number];
export const growStageLabels: Record<GrowStage, string> = {
  goal: 'Goal',
  reality: 'Reality',
  options: 'Options',
  will: 'Will',
};
