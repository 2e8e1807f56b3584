import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createFederation, MemoryKvStore, type Context } from '@fedify/fedify'
import { getRequestListener } from '@hono/node-server'

import { aliceActions, type AliceActions } from './actions'
import { ALICE, aliceKeyPairs, registerAlice } from './actor'
import { registerInbox, type RemoteInbox } from './inbox'
import { lookupHandle, type LookedUp } from './lookup'
import { registerNotes } from './notes'
import { rawPosts, type RawPosts } from './rawPosts'

/**
 * Another server of the social web, as Mastodon would be: one user, alice, on a real Fedify
 * federation at `http://127.0.0.1:<port>`. Everything she sends is signed and sent at once;
 * everything sent to her is verified and recorded.
 */
export interface FediverseInstance extends AliceActions, RawPosts, RemoteInbox {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** `127.0.0.1:<port>`: what a block of the whole server names. */
  host: string
  actorId: URL
  /** `@alice@127.0.0.1:<port>` */
  handle: string
  /** Looks `@user@host` up by WebFinger and fetches its actor, as alice's server would. */
  lookup: (handle: string) => Promise<LookedUp>
  /** The federation's loaders (they may fetch loopback addresses), for dereferencing accessors. */
  loaders: Pick<Context<void>, 'documentLoader' | 'contextLoader'>
  /**
   * Holds every POST that arrives from now on, unanswered, until released: a delivery in flight
   * for as long as a test needs (a request whose sender died meanwhile is dropped on release).
   */
  holdDeliveries: () => HeldDeliveries
  stop: () => Promise<void>
}

interface HeldDeliveries {
  /** Resolves when the first held POST has arrived. */
  arrived: Promise<void>
  release: () => void
}

interface Hold {
  arrived: () => void
  released: Promise<void>
}

function holdUntilReleased(): { hold: Hold; held: HeldDeliveries } {
  let arrived = () => {}
  let release = () => {}
  const arrival = new Promise<void>((resolve) => (arrived = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  return { hold: { arrived, released }, held: { arrived: arrival, release } }
}

function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  })
}

export async function startFediverseInstance(): Promise<FediverseInstance> {
  const server = createServer()
  const port = await listenOnLoopback(server)
  const origin = `http://127.0.0.1:${port}`
  const federation = createFederation<void>({
    kv: new MemoryKvStore(),
    origin,
    // Blockwise under test and this server are both on loopback.
    allowPrivateAddress: true,
  })
  registerAlice(federation, await aliceKeyPairs())
  const inbox = registerInbox(federation)
  const notes = registerNotes(federation)
  // Fedify answers with the platform's Request and Response; the test process keeps its own.
  const answer = getRequestListener(
    (request) => federation.fetch(request, { contextData: undefined }),
    { overrideGlobalObjects: false },
  )
  let hold: Hold | null = null
  server.on('request', (request, response) => {
    const held = request.method === 'POST' ? hold : null
    if (!held) return void answer(request, response)
    held.arrived()
    void held.released.then(() => {
      if (!request.socket.destroyed) void answer(request, response)
    })
  })

  const ctx = federation.createContext(new URL(origin), undefined)
  const actorId = ctx.getActorUri(ALICE)
  return {
    origin,
    host: actorId.host,
    actorId,
    handle: `@${ALICE}@${actorId.host}`,
    ...aliceActions(ctx, notes),
    ...rawPosts(ctx),
    received: inbox.received,
    waitFor: inbox.waitFor,
    lookup: (handle) => lookupHandle(ctx, handle),
    loaders: { documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader },
    holdDeliveries: () => {
      const { hold: next, held } = holdUntilReleased()
      hold = next
      return {
        arrived: held.arrived,
        release: () => {
          hold = null
          held.release()
        },
      }
    },
    stop: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Blockwise keeps its connections to alice's inbox alive; they end with the server.
        server.closeAllConnections()
      }),
  }
}
