import type { ContentVersion } from '../contentVersion.ts'
import { backgroundJob } from './backgroundJob.ts'

/**
 * The content version's one-second poll as one of main's jobs. The watcher (contentVersion.ts) polls
 * from its creation, since the pages and the API are handed it before the jobs start; starting the
 * job is its first read, waited for so that the first request served already knows the version.
 * Its failures stay warnings: a missed read is made up a second later.
 */
export const contentVersionPoll = (version: ContentVersion) =>
  backgroundJob('content version poll', async () => {
    await version.refresh()
    return version
  })
