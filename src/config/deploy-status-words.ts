/** What the go-live checklist tells her about her saves and the live site (src/go-live/deploy-status.ts). */
export const deployStatusWords = {
  heading: 'Your saves and the live site',
  upToDate: (save: string) => `Your website is up to date: it was built from your latest save, ${save}.`,
  live: (save: string) => `The live site was built from your save of ${save}.`,
  waiting: (save: string) =>
    `Your latest save, ${save}, is not live yet. Publishing a save takes a few minutes: reload this page to look again. If it is still not live after ten minutes, it was not published: GitHub e-mails you the reason (the “Repository check”), and your list of saves shows a red cross beside it. (If you rolled the site back to an earlier version, this is expected: your next save publishes again.)`,
  elsewhere:
    'Your list of saves on GitHub shows each later one: a red cross beside a save means it was not published (click the cross for the reason), a green tick that it passed the check.',
  unknown: 'This copy of the site does not say which save it was built from.',
  saves: 'Your list of saves on GitHub',
} as const;
