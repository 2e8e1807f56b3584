import { describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import { testPayload } from '../support/payload'

const cmsUrl = inject('cmsUrl')

function login(email: string, password: string, headers: Record<string, string>) {
  return fetch(`${cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
}

async function newEditor(password = 'the-right-password'): Promise<string> {
  const email = `owner-${uniqueSuffix()}@test.blockwise`
  await (
    await testPayload()
  ).create({ collection: 'users', data: { email, password, role: 'editor' } })
  return email
}

async function answer(response: Response): Promise<[number, string]> {
  return [response.status, JSON.stringify(await response.json())]
}

describe('password attempts', () => {
  it('slow down the client that fails, and never lock the owner out', async () => {
    const email = await newEditor()
    const stranger = readerHeaders(JSON_HEADERS)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push((await login(email, `wrong-${attempt}`, stranger)).status)
    // Five free attempts, a sixth that starts a one-second wait, and a seventh within it.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429])
    const waiting = await login(email, 'the-right-password', stranger)
    expect(waiting.status).toBe(429)
    expect(JSON.stringify(await waiting.json())).toMatch(/Try again in \d+ seconds/)

    // The owner, from their own address, signs in at once: nothing says the account was attacked.
    expect((await login(email, 'the-right-password', readerHeaders(JSON_HEADERS))).status).toBe(200)

    // The waits double: after the next failure the stranger waits two seconds, not one.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await login(email, 'wrong-again', stranger)).status).toBe(401)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await login(email, 'the-right-password', stranger)).status).toBe(429)
  })

  it('start over after a sign-in', async () => {
    const email = await newEditor()
    const owner = readerHeaders(JSON_HEADERS)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(email, `typo-${attempt}`, owner)).status).toBe(401)
    expect((await login(email, 'the-right-password', owner)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(email, `typo-${attempt}`, owner)).status).toBe(401)
  })

  it('answer an unknown email exactly as a wrong password, in the same time', async () => {
    const known = await newEditor()
    const unknown = `nobody-${uniqueSuffix()}@test.blockwise`
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    for (let round = 0; round < 7; round++)
      for (const [kind, email] of [
        ['known', known],
        ['unknown', unknown],
      ] as const) {
        const started = performance.now()
        const response = await login(email, 'not-the-password', readerHeaders(JSON_HEADERS))
        timings[kind].push(performance.now() - started)
        expect(await answer(response)).toEqual([
          401,
          JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] }),
        ])
      }
    // A wrong password costs a password hash (hundreds of milliseconds); so must an unknown email.
    // Each kind's fastest answer is its own cost: other work on the machine (the browser tests run
    // beside this layer) only ever adds to an answer's time, and unevenly.
    expect(Math.min(...timings.unknown)).toBeGreaterThan(Math.min(...timings.known) * 0.6)

    // And the throttle answers both the same way.
    const client = readerHeaders(JSON_HEADERS)
    const answers: Record<string, Array<[number, string]>> = { known: [], unknown: [] }
    for (const [kind, email] of [
      ['known', known],
      ['unknown', unknown],
    ] as const)
      for (let attempt = 0; attempt < 7; attempt++)
        answers[kind]!.push(await answer(await login(email, `wrong-${attempt}`, client)))
    expect(answers.unknown!.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 401, 429])
    expect(answers.unknown).toEqual(answers.known)
  })

  it('over GraphQL and for password-reset requests wait their turn too', async () => {
    const email = await newEditor()
    const client = readerHeaders()
    const graphqlErrors: string[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const result = await graphql(
        cmsUrl,
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
        client,
        { email, password: `wrong-${attempt}` },
      )
      graphqlErrors.push(result.errors?.[0]?.message ?? 'no error')
    }
    expect(graphqlErrors.slice(0, 6).every((message) => /incorrect/.test(message))).toBe(true)
    expect(graphqlErrors[6]).toMatch(/Too many attempts/)

    const resetter = readerHeaders(JSON_HEADERS)
    const statuses: number[] = []
    for (let request = 0; request < 7; request++) {
      const response = await fetch(`${cmsUrl}/cms-api/users/forgot-password`, {
        method: 'POST',
        headers: resetter,
        body: JSON.stringify({ email }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429])
  })
})
