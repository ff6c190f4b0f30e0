import { paths } from '@/client/config/paths';

export const coachToolPaths = {
  wheel: `${paths.coachTools}/wheel-of-life`,
  grow: `${paths.coachTools}/grow`,
  questions: `${paths.coachTools}/questions`,
} as const;
