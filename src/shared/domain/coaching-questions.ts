import type { GrowStage } from '../schemas/grow-stages';

/**
 * The curated question bank: open questions for each GROW stage, written for this product in
 * plain British English. Coaches add their own beside these; these are the same for everyone.
 */
export const curatedQuestions: Record<GrowStage, readonly string[]> = {
  goal: [
    'What would you like to get out of our time together today?',
    'What would success look like for you?',
    'If this went really well, what would be different in six months?',
    'Why does this matter to you now?',
    'How will you know you have achieved it?',
    'What would you like to be true by the end of this session?',
    'Which part of this is most important to you?',
    'What is the bigger goal behind this one?',
    'How much control do you have over reaching this goal?',
    'On a scale of 1 to 10, how committed are you to this goal?',
  ],
  reality: [
    'What is happening at the moment?',
    'What have you tried so far, and what happened?',
    'Who else is involved, and how do they see it?',
    'What is working well right now?',
    'What is getting in the way?',
    'What resources do you already have: skills, time, people?',
    'How do you feel about the situation?',
    'What assumptions might you be making?',
    'If a trusted friend described the situation, what would they say?',
    'On a scale of 1 to 10, where are you now, and what makes it that number?',
  ],
  options: [
    'What could you do?',
    'What else could you do?',
    'If there were no constraints, what would you try?',
    'What would someone you admire do in your position?',
    'What has worked for you in a similar situation before?',
    'What is the smallest step that would make a difference?',
    'What are the advantages and disadvantages of each option?',
    'Which option excites you the most?',
    'What would you advise a friend to do?',
    'Who could help you with this?',
  ],
  will: [
    'What will you do, and by when?',
    'What is your first step?',
    'On a scale of 1 to 10, how likely are you to do it? What would make it a 10?',
    'What might stop you, and how will you deal with that?',
    'What support do you need, and from whom?',
    'How will you know you have done it?',
    'Who will you tell about your plan?',
    'How will you celebrate making progress?',
    'What will you do if the first step does not work?',
    'What have you learned about yourself today?',
  ],
};
