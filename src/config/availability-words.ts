/** The availability notice's words: apart from labels.ts, which the pages' islands carry whole. */
export const availabilityWords = {
  taking: 'Taking new clients',
  /** The number and its unit kept on one line. */
  waiting: (weeks: number) => `New clients: a waiting list of about ${weeks}\u00a0${weeks === 1 ? 'week' : 'weeks'}`,
  awayUntil: 'Away until',
  awayReply: 'I’ll reply when I’m back.',
};
