import { paths } from '@awarequest/contracts';

/** The live sessions' REST paths with their PIN filled in. */
export const livePaths = {
  sessions: paths.liveSessions,
  session: (pin: string) => paths.liveSession.replace(':pin', pin),
  results: (pin: string) => paths.liveSessionResults.replace(':pin', pin),
} as const;
