import { randomUUID } from 'node:crypto'

import {
  Accept,
  Article,
  Create,
  Delete,
  Follow,
  Hashtag,
  Organization,
  Person,
  Tombstone,
  Undo,
  Update,
  type Activity,
  type Actor,
} from '@fedify/vocab'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { FEDERATION_PATHS, PUBLICATION_ACTOR } from '@blockwise/shared/federation/addresses'

import { startWorkerProcess } from '../support/runnerCms'
import { startFediverseInstance, type FediverseInstance } from '../support/fediverse/instance'
import type { ReceivedActivity } from '../support/fediverse/inbox'
import { uniqueSuffix } from '../support/fixtures'
import { stopService, type Service } from '../../scripts/lib/processes'
import { demoNewsroom, pidOf } from './components'
import { newsroomRest, type NewsroomRest } from './newsroomRest'
import { pauseRunnerBetweenClaims } from './pausedWorker'
import { federationJobs } from './federationJobs'
import { environmentOf } from './workerProcess'

/**
 * The publication and its authors as another server of the social web sees them, through the
 * whole cluster (Varnish, two sites, two CMSs, the worker that runs the jobs): a real Fedify server
 * on loopback (alice's, as Mastodon would be) looks them up, follows them, receives their articles
 * and answers with likes, boosts and replies, always at the site's address. Runs before the
 * topology tests, which kill instances (tests/support/clusterLastSequencer.ts).
 */
const siteUrl = inject('entryUrl')
const cmsUrl = inject('cmsOriginUrl')
const siteHost = new URL(siteUrl).host
const ACTIVITY_JSON = 'application/activity+json'
const AS_CONTEXT = 'https://www.w3.org/ns/activitystreams'
/** The inbox reads at most this much of a body (Mastodon's own limit is about the same). */
const BODY_LIMIT = 256 * 1024
/** The worker polls every second; a delivery is a few jobs in a row. */
const DELIVERED_WITHIN_MS = 30_000

const siteAddress = (path: string) => new URL(path, siteUrl)
const actorPath = (path: string, identifier: string) =>
  siteAddress(path.replace('{identifier}', identifier))
const actorAddress = (identifier: string) => actorPath(FEDERATION_PATHS.actor, identifier)
const articleAddress = (slug: string) =>
  siteAddress(FEDERATION_PATHS.article.replace('{slug}', slug)).href

const publication = actorAddress(PUBLICATION_ACTOR)
const sharedInbox = siteAddress(FEDERATION_PATHS.sharedInbox)

let remote: FediverseInstance
let newsroom: NewsroomRest
let adminHeaders: Record<string, string>
let jobs: ReturnType<typeof federationJobs>
let author: { id: string; slug: string; name: string }
let authorActor: URL
let aliceFollows: Promise<void> | undefined

beforeAll(async () => {
  const { editor, admin } = await demoNewsroom(cmsUrl)
  newsroom = newsroomRest(cmsUrl, editor, admin)
  adminHeaders = admin
  jobs = federationJobs(environmentOf(pidOf('worker')).DATABASE_URL ?? '')
  author = await newsroom.author({
    avatar: 'avatars/maya-chen.svg',
    bio: 'Writes about Bitcoin for readers on the social web.',
  })
  authorActor = actorAddress(author.id)
  remote = await startFediverseInstance()
})

afterAll(async () => {
  // Later tests' articles are then sent to nobody at this stopped server.
  const aliceFollowed = await aliceFollows?.then(
    () => true,
    () => false,
  )
  if (aliceFollowed) {
    for (const followed of [publication, authorActor]) await remote.undoFollow(followed)
    await allHandled()
  }
  await remote?.stop()
})

/** Until the worker has run every job of the social web: received activities and deliveries. */
const allHandled = () =>
  vi.waitFor(
    async () => {
      const left = await jobs.left()
      if (left > 0) throw new Error(`${left} federation jobs still to run`)
    },
    { timeout: DELIVERED_WITHIN_MS, interval: 250 },
  )

/** A wait for a delivery that, should it time out, says what the jobs were doing. */
async function received(
  instance: FediverseInstance,
  matches: (entry: ReceivedActivity) => boolean,
): Promise<ReceivedActivity> {
  try {
    return await instance.waitFor(matches, DELIVERED_WITHIN_MS)
  } catch (error) {
    const unfinished = JSON.stringify(await jobs.unfinished(), null, 1)
    throw new Error(`${(error as Error).message}; unfinished jobs: ${unfinished}`)
  }
}

const deliveredToAlice = (matches: (entry: ReceivedActivity) => boolean) =>
  received(remote, matches)

const isAcceptOf =
  (follow: URL) =>
  ({ activity, objectId }: ReceivedActivity) =>
    activity instanceof Accept && objectId?.href === follow.href

const isAbout =
  (type: new (...args: never[]) => Activity, objectId: string) =>
  ({ activity, objectId: sentObject }: ReceivedActivity) =>
    activity instanceof type && sentObject?.href === objectId

async function follow(instance: FediverseInstance, followed: URL): Promise<void> {
  const followId = await instance.follow(followed)
  await received(instance, isAcceptOf(followId))
}

/** Alice follows the publication and the author, once for the file, each follow accepted. */
function aliceFollowsBoth(): Promise<void> {
  aliceFollows ??= (async () => {
    await follow(remote, publication)
    await follow(remote, authorActor)
  })()
  return aliceFollows
}

interface Follower {
  actor: string
  state: string
  handle: string
  name: string
  inbox: string
  sharedInbox: string
}

const followersFrom = (instance: FediverseInstance) =>
  newsroom.find<Follower>('fediverse-followers', { follower: instance.actorId.href })

const interactionsWith = (activityId: URL | string) =>
  newsroom.find<{ kind: string; content?: string; status: string }>('fediverse-interactions', {
    activityId: String(activityId),
  })

async function publishedArticle(overrides: Record<string, unknown> = {}) {
  const article = await newsroom.publish(author.id, overrides)
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    url: articleAddress(article.slug),
  }
}

/** A like of `objectUrl` by alice as raw JSON, with an id of its own. */
const likeBy = (instance: FediverseInstance, objectUrl: string) => ({
  id: `${instance.actorId.href}#likes/${randomUUID()}`,
  type: 'Like',
  actor: instance.actorId.href,
  object: objectUrl,
})

const withContext = (activity: object) => ({ '@context': AS_CONTEXT, ...activity })

async function everyKeyOf(actor: Actor) {
  const publicKey = await actor.getPublicKey(remote.loaders)
  const assertionMethods: Array<string | undefined> = []
  for await (const method of actor.getAssertionMethods(remote.loaders)) {
    assertionMethods.push(method.publicKey?.algorithm.name)
  }
  return { publicKey: publicKey?.publicKey?.algorithm.name, assertionMethods }
}

describe('the publication and its authors as actors', () => {
  it('are found by WebFinger as @blockwise@<host> and @<author slug>@<host>, with whole actor documents', async () => {
    const settings = await newsroom.settings()
    const actors = [
      {
        handle: `${PUBLICATION_ACTOR}@${siteHost}`,
        identifier: PUBLICATION_ACTOR,
        type: Organization,
        name: settings.siteName,
      },
      {
        handle: `${author.slug}@${siteHost}`,
        identifier: author.id,
        type: Person,
        name: author.name,
      },
    ]
    for (const { handle, identifier, type, name } of actors) {
      const { webFinger, actor } = await remote.lookup(`@${handle}`)
      expect(webFinger.subject).toBe(`acct:${handle}`)
      expect(actor).toBeInstanceOf(type)
      expect(actor.id?.href).toBe(actorAddress(identifier).href)
      expect(actor.name?.toString()).toBe(name)
      expect(actor.summary?.toString()).toMatch(/^<p>.+<\/p>$/)
      const icon = await actor.getIcon(remote.loaders)
      expect((icon?.url as URL | undefined)?.origin).toBe(new URL(siteUrl).origin)
      expect(actor.inboxId?.href).toBe(actorPath(FEDERATION_PATHS.inbox, identifier).href)
      expect(actor.endpoints?.sharedInbox?.href).toBe(sharedInbox.href)
      expect(actor.outboxId?.href).toBe(actorPath(FEDERATION_PATHS.outbox, identifier).href)
      expect(actor.followersId?.href).toBe(actorPath(FEDERATION_PATHS.followers, identifier).href)
      expect(actor.followingId?.href).toBe(actorPath(FEDERATION_PATHS.following, identifier).href)
      expect(await everyKeyOf(actor)).toEqual({
        publicKey: 'RSASSA-PKCS1-v1_5',
        assertionMethods: expect.arrayContaining(['Ed25519']) as unknown,
      })
    }
  })

  it('says what the server is by NodeInfo: /.well-known/nodeinfo leads to /nodeinfo/2.1', async () => {
    const wellKnown = await fetch(siteAddress('/.well-known/nodeinfo'))
    expect(wellKnown.status).toBe(200)
    const { links } = (await wellKnown.json()) as { links: Array<{ rel: string; href: string }> }
    const link = links.find(({ rel }) => rel === 'http://nodeinfo.diaspora.software/ns/schema/2.1')
    expect(link?.href).toBe(siteAddress(FEDERATION_PATHS.nodeInfo).href)
    const nodeInfo = await fetch(link?.href ?? '')
    expect(nodeInfo.status).toBe(200)
    expect(await nodeInfo.json()).toMatchObject({
      version: '2.1',
      software: { name: 'blockwise' },
      protocols: ['activitypub'],
    })
  })
})

describe('following', () => {
  it("accepts alice's follows of the publication and of an author and keeps her as their follower", async () => {
    await aliceFollowsBoth()
    const followers = await followersFrom(remote)
    expect(followers.map(({ actor, state }) => ({ actor, state }))).toEqual(
      expect.arrayContaining([
        { actor: PUBLICATION_ACTOR, state: 'accepted' },
        { actor: author.id, state: 'accepted' },
      ]),
    )
    expect(followers[0]).toMatchObject({
      handle: remote.handle,
      name: 'Alice Remote',
      inbox: `${remote.origin}/users/alice/inbox`,
      sharedInbox: `${remote.origin}/inbox`,
    })
  })

  it('forgets a follower who undoes the follow', async () => {
    const other = await newsroom.author()
    const followed = actorAddress(other.id)
    await follow(remote, followed)
    const followsOfOther = async () =>
      (await followersFrom(remote)).filter(({ actor }) => actor === other.id)
    expect(await followsOfOther()).toHaveLength(1)

    await remote.undoFollow(followed)
    await allHandled()
    expect(await followsOfOther()).toEqual([])
  })
})

describe("an article's life, as its followers are told", () => {
  it('sends a Create of an Article when it is published: its address, title, summary, tags and attribution', async () => {
    await aliceFollowsBoth()
    const suffix = uniqueSuffix()
    const tag = await newsroom.create<{ id: string; slug: string }>('tags', {
      name: `Halving ${suffix}`,
      slug: '',
    })
    const article = await publishedArticle({ tags: [tag.id] })

    const { object } = await deliveredToAlice(isAbout(Create, article.url))
    expect(object).toBeInstanceOf(Article)
    const sent = object as Article
    expect(sent.url).toEqual(new URL(article.url))
    expect(sent.name?.toString()).toBe(article.title)
    expect(sent.summary?.toString()).toContain(article.excerpt)
    const tags: unknown[] = []
    for await (const each of sent.getTags(remote.loaders)) tags.push(each)
    expect(tags).toHaveLength(1)
    expect(tags[0]).toBeInstanceOf(Hashtag)
    const hashtag = tags[0] as Hashtag
    expect(hashtag.name?.toString()).toBe(`#Halving${suffix}`)
    expect(hashtag.href?.href).toBe(siteAddress(`/tags/${tag.slug}`).href)
    expect(sent.attributionIds.map(({ href }) => href)).toEqual(
      expect.arrayContaining([authorActor.href, publication.href]),
    )
  })

  it('sends an Update with the new title after an edit', async () => {
    await aliceFollowsBoth()
    const article = await publishedArticle()
    await deliveredToAlice(isAbout(Create, article.url))

    const title = `Edited: ${article.title}`
    await newsroom.change(article.id, { title })
    const { object } = await deliveredToAlice(
      (entry) =>
        isAbout(Update, article.url)(entry) &&
        (entry.object as Article | null)?.name?.toString() === title,
    )
    expect(object).toBeInstanceOf(Article)
  })

  it('sends a Delete of a Tombstone when it is unpublished', async () => {
    await aliceFollowsBoth()
    const article = await publishedArticle()
    await deliveredToAlice(isAbout(Create, article.url))

    await newsroom.change(article.id, { published: false })
    const { object, json } = await deliveredToAlice(isAbout(Delete, article.url))
    expect(object).toBeInstanceOf(Tombstone)
    expect(json).toMatchObject({ type: 'Delete', object: { type: 'Tombstone', id: article.url } })
  })
})

describe("an article's address, through the edge", () => {
  it('answers the Article to ActivityStreams clients and the page to browsers, each kept apart; a draft is not found either way', async () => {
    const article = await publishedArticle()
    const asPage = async () => {
      const page = await fetch(article.url, { headers: { accept: 'text/html' } })
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      expect(await page.text()).toContain(article.title)
    }
    // The page first: the edge keeps it, and must not answer the object's request with it.
    await asPage()
    await asPage()
    for (const accept of [
      ACTIVITY_JSON,
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    ]) {
      const answer = await fetch(article.url, { headers: { accept } })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain(ACTIVITY_JSON)
      expect(await answer.json()).toMatchObject({
        id: article.url,
        type: 'Article',
        name: article.title,
      })
    }
    await asPage()

    const draft = await newsroom.publish(author.id, { published: false })
    for (const accept of [ACTIVITY_JSON, 'text/html']) {
      const answer = await fetch(articleAddress(draft.slug), { headers: { accept } })
      expect(answer.status).toBe(404)
    }
  })
})

describe("alice's likes, boosts and replies", () => {
  it('stores a like and a boost of the article, and removes the like she undoes', async () => {
    const article = await publishedArticle()
    const like = await remote.like(article.url)
    const boost = await remote.announce(article.url)
    await allHandled()
    const byAlice = {
      article: article.id,
      actor: remote.actorId.href,
      actorHandle: remote.handle,
      actorName: 'Alice Remote',
      status: 'approved',
    }
    expect(await interactionsWith(like)).toMatchObject([{ kind: 'like', ...byAlice }])
    expect(await interactionsWith(boost)).toMatchObject([{ kind: 'boost', ...byAlice }])

    await remote.undo(like)
    await allHandled()
    expect(await interactionsWith(like)).toEqual([])
    expect(await interactionsWith(boost)).toHaveLength(1)
  })

  it('holds a reply for an editor without its script, changes it on an Update and removes it on a Delete', async () => {
    const article = await publishedArticle()
    const reply = await remote.reply(
      article.url,
      '<p>Agreed, the <b>halving</b> matters.<script>alert("stolen")</script></p>',
    )
    await allHandled()
    const [held] = await interactionsWith(reply)
    expect(held).toMatchObject({ kind: 'reply', article: article.id, status: 'pending' })
    expect(held?.content).toContain('the halving matters.')
    expect(held?.content).not.toContain('<script')
    expect(held?.content).not.toContain('stolen')

    await remote.updateNote(reply, '<p>On reflection, it depends.</p>')
    await allHandled()
    expect(await interactionsWith(reply)).toMatchObject([
      { content: '<p>On reflection, it depends.</p>', status: 'pending' },
    ])

    await remote.deleteNote(reply)
    await allHandled()
    expect(await interactionsWith(reply)).toEqual([])
  })
})

describe('what a hostile server sends', () => {
  it('refuses a forged signature with 401 and stores nothing; the same activity signed by alice is stored', async () => {
    const article = await publishedArticle()
    const like = likeBy(remote, article.url)
    const forged = await remote.forgedPost(sharedInbox, withContext(like))
    expect(forged.status).toBe(401)
    await allHandled()
    expect(await interactionsWith(like.id)).toEqual([])

    const { response } = await remote.signedPost(sharedInbox, withContext(like))
    expect(response.status).toBe(202)
    await allHandled()
    expect(await interactionsWith(like.id)).toHaveLength(1)
  })

  it('refuses a signed request sent again with 401: an undone like stays undone', async () => {
    const article = await publishedArticle()
    const like = likeBy(remote, article.url)
    const { response, request } = await remote.signedPost(sharedInbox, withContext(like))
    expect(response.status).toBe(202)
    // Received activities are jobs that may run side by side: the undo comes once the like is in.
    await allHandled()
    expect(await interactionsWith(like.id)).toHaveLength(1)
    const undo = {
      id: `${remote.actorId.href}#undo/${randomUUID()}`,
      type: 'Undo',
      actor: remote.actorId.href,
      object: like,
    }
    expect((await remote.signedPost(sharedInbox, withContext(undo))).response.status).toBe(202)
    await allHandled()
    expect(await interactionsWith(like.id)).toEqual([])

    const replayed = await fetch(request)
    expect(replayed.status).toBe(401)
    await allHandled()
    expect(await interactionsWith(like.id)).toEqual([])
  })

  it('refuses a body over 256 KB with 413, and brackets nested past any activity with 400', async () => {
    const answer = await remote.oversizedPost(sharedInbox, BODY_LIMIT)
    expect(answer.status).toBe(413)
    const nested = await fetch(sharedInbox, {
      method: 'POST',
      headers: { 'content-type': ACTIVITY_JSON },
      body: `{"type":"Like","object":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    })
    expect(nested.status).toBe(400)
    expect(await nested.json()).toEqual({ error: 'An activity nests at most 32 levels' })
  })

  it('stores nothing from a server an editor blocked', async () => {
    const blocked = await startFediverseInstance()
    const block = await newsroom.create<{ id: string }>('fediverse-blocks', {
      kind: 'instance',
      value: blocked.host,
    })
    try {
      const article = await publishedArticle()
      await blocked.follow(publication)
      const like = await blocked.like(article.url)
      await allHandled()
      expect(await followersFrom(blocked)).toEqual([])
      expect(await interactionsWith(like)).toEqual([])
      expect(blocked.received).toEqual([])
    } finally {
      await newsroom.remove('fediverse-blocks', block.id)
      await blocked.stop()
    }
  })
})

describe('accounts the publication follows', () => {
  const isFollowOfAlice = ({ activity }: ReceivedActivity) =>
    activity instanceof Follow && activity.actorId?.href === publication.href

  it('follows an account an admin adds, lists it once accepted, and unfollows it when removed', async () => {
    const added = await newsroom.create<{ id: string; state: string }>(
      'fediverse-following',
      { account: remote.actorId.href },
      adminHeaders,
    )
    expect(added.state).toBe('requested')
    const follow = await deliveredToAlice(isFollowOfAlice)
    await vi.waitFor(
      async () => {
        const [entry] = await newsroom.find<{ state: string }>('fediverse-following', {
          actor: remote.actorId.href,
        })
        if (entry?.state !== 'accepted')
          throw new Error(`Alice's answer not stored: ${entry?.state}`)
      },
      { timeout: DELIVERED_WITHIN_MS, interval: 250 },
    )
    const following = await fetch(actorPath(FEDERATION_PATHS.following, PUBLICATION_ACTOR), {
      headers: { accept: ACTIVITY_JSON },
    })
    expect(await following.json()).toMatchObject({
      totalItems: 1,
      orderedItems: [remote.actorId.href],
    })

    expect((await newsroom.remove('fediverse-following', added.id, adminHeaders)).status).toBe(200)
    const { activity } = await deliveredToAlice(
      ({ activity: undo, objectId }) =>
        undo instanceof Undo && objectId?.href === follow.activity.id?.href,
    )
    expect(activity.actorId?.href).toBe(publication.href)
  })

  it('refuses an account that cannot be found, naming it', async () => {
    const answer = await fetch(`${cmsUrl}/cms-api/fediverse-following`, {
      method: 'POST',
      headers: adminHeaders,
      body: JSON.stringify({ account: '@nobody@127.0.0.1:9' }),
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain(
      'No account was found at @nobody@127.0.0.1:9',
    )
  })
})

describe('a delivery whose worker is killed', () => {
  let doomed: Service | undefined
  afterAll(async () => {
    if (doomed) await stopService(doomed)
  })

  it('is made by the worker that takes over its job', async () => {
    await aliceFollowsBoth()
    await allHandled()
    const clusterWorker = pidOf('worker')
    const environment = environmentOf(clusterWorker)
    // Paused, the cluster's worker leaves the jobs to the one started here until that one dies.
    await pauseRunnerBetweenClaims(clusterWorker, environment.DATABASE_URL ?? '')
    try {
      doomed = await startWorkerProcess('federation-worker', environment)
      const held = remote.holdDeliveries()
      const article = await publishedArticle()
      await held.arrived
      // Killed mid-delivery: alice's server has the request, unanswered.
      doomed.child.kill('SIGKILL')
      held.release()
      expect(remote.received.some(isAbout(Create, article.url))).toBe(false)
      process.kill(clusterWorker, 'SIGCONT')
      // Once the dead worker's lease lapses, the cluster's worker runs its job again.
      const { activity } = await deliveredToAlice(isAbout(Create, article.url))
      expect(activity.id?.href).toContain('#published-')
    } finally {
      process.kill(clusterWorker, 'SIGCONT')
    }
  })
})
