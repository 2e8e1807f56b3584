import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
} from 'payload'

import type { FediverseFollower, FediverseFollowing } from '@/payload-types'

/**
 * The social web's collection hooks, each loading its module (and with it Fedify: some 70 MB and
 * 0.3 s a process) only when it runs, so that a CMS whose publication no one follows never loads it.
 */
export const followerHooks: {
  afterChange: CollectionAfterChangeHook<FediverseFollower>
  afterDelete: CollectionAfterDeleteHook<FediverseFollower>
} = {
  afterChange: async (args) => {
    const { answerFollowDecision } = await import('./followDecisions')
    return (await answerFollowDecision.afterChange(args)) as FediverseFollower
  },
  afterDelete: async (args) => {
    const { answerFollowDecision } = await import('./followDecisions')
    return (await answerFollowDecision.afterDelete(args)) as FediverseFollower
  },
}

export const followingHooks: {
  beforeChange: CollectionBeforeChangeHook<FediverseFollowing>
  afterChange: CollectionAfterChangeHook<FediverseFollowing>
  afterDelete: CollectionAfterDeleteHook<FediverseFollowing>
} = {
  beforeChange: async (args) => {
    const { followAccount } = await import('./following/followAccount')
    return (await followAccount.beforeChange(args)) as Partial<FediverseFollowing>
  },
  afterChange: async (args) => {
    const { followAccount } = await import('./following/followAccount')
    return (await followAccount.afterChange(args)) as FediverseFollowing
  },
  afterDelete: async (args) => {
    const { followAccount } = await import('./following/followAccount')
    return (await followAccount.afterDelete(args)) as FediverseFollowing
  },
}
