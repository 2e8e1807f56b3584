import { describe, expect, inject, it } from 'vitest'

import { JSON_HEADERS, readerHeaders } from '../support/clients'
import { uniqueSuffix } from '../support/fixtures'
import { graphql } from '../support/graphql'
import {
  expectBackoff,
  restAttempt,
  untilRefused,
  waitAfterMs,
  type Attempt,
} from '../support/passwordAttempts'
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

const INCORRECT = JSON.stringify({
  errors: [{ message: 'The email or password provided is incorrect.' }],
})

describe('password attempts', () => {
  it('slow down the client that fails, and never lock the owner out', async () => {
    const email = await newEditor()
    const stranger = readerHeaders(JSON_HEADERS)
    const attempts = await untilRefused((index) =>
      restAttempt(login(email, `wrong-${index}`, stranger)),
    )
    expectBackoff(attempts)
    for (const { answer: failure } of attempts.slice(0, -1))
      expect(failure).toBe(`401 ${INCORRECT}`)
    expect(attempts.at(-1)!.answer).toMatch(/^429 .*Too many attempts\. Try again in \d+ seconds/)

    // While the stranger waits, the right password is refused too; only a wait that ran out lets it in.
    const lastAdmitted = attempts.at(-2)!
    const rightOne = await login(email, 'the-right-password', stranger)
    const waited = performance.now() - lastAdmitted.sent
    if (rightOne.status === 200)
      expect(waited).toBeGreaterThanOrEqual(waitAfterMs(attempts.length - 2))
    else {
      expect(rightOne.status).toBe(429)
      expect(Number(rightOne.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(JSON.stringify(await rightOne.json())).toMatch(/Try again in \d+ seconds/)
    }

    // The owner, from their own address, signs in at once: nothing says the account was attacked.
    expect((await login(email, 'the-right-password', readerHeaders(JSON_HEADERS))).status).toBe(200)
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
    // Each round sends both at once, so whatever else the machine runs (the browser tests run
    // beside this layer) slows both alike; a round's ratio is the unknown's time over the known's.
    const ratios: number[] = []
    for (let round = 0; round < 9; round++) {
      const [knownMs, unknownMs] = await Promise.all(
        [known, unknown].map(async (email) => {
          const started = performance.now()
          const response = await login(email, 'not-the-password', readerHeaders(JSON_HEADERS))
          const elapsed = performance.now() - started
          expect(await answer(response)).toEqual([401, INCORRECT])
          return elapsed
        }),
      )
      ratios.push(unknownMs! / knownMs!)
    }
    // A wrong password costs a password hash (hundreds of milliseconds); so must an unknown email,
    // which without one would answer in a tenth of the time.
    const medianRatio = ratios.toSorted((a, b) => a - b)[Math.floor(ratios.length / 2)]!
    expect(
      medianRatio,
      `unknown / known per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
    ).toBeGreaterThan(0.6)

    // And the throttle answers both the same way.
    const client = readerHeaders(JSON_HEADERS)
    const answers: Record<string, Attempt[]> = {}
    for (const [kind, email] of [
      ['known', known],
      ['unknown', unknown],
    ] as const) {
      answers[kind] = await untilRefused((index) =>
        restAttempt(login(email, `wrong-${index}`, client)),
      )
      expectBackoff(answers[kind])
    }
    const told = (kind: string) =>
      answers[kind]!.map(({ answer: said }) => said.replace(/\d+ seconds/, 'N seconds'))
    expect(told('unknown').slice(0, 6)).toEqual(Array(6).fill(`401 ${INCORRECT}`))
    expect(told('unknown').slice(0, 6)).toEqual(told('known').slice(0, 6))
    expect(told('unknown').at(-1)).toEqual(told('known').at(-1))
  })

  it('over GraphQL and for password-reset requests wait their turn too', async () => {
    const email = await newEditor()
    const client = readerHeaders()
    const logins = await untilRefused(async (index) => {
      const result = await graphql(
        cmsUrl,
        'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
        client,
        { email, password: `wrong-${index}` },
      )
      const message = result.errors?.[0]?.message ?? 'no error'
      return { refused: /Too many attempts/.test(message), answer: message }
    })
    expectBackoff(logins)
    expect(logins.slice(0, -1).every(({ answer: said }) => /incorrect/.test(said))).toBe(true)

    const resetter = readerHeaders(JSON_HEADERS)
    const resets = await untilRefused(async () => {
      const response = await fetch(`${cmsUrl}/cms-api/users/forgot-password`, {
        method: 'POST',
        headers: resetter,
        body: JSON.stringify({ email }),
      })
      return { refused: response.status === 429, answer: String(response.status) }
    })
    expectBackoff(resets)
    expect(resets.map(({ answer: status }) => status).slice(0, -1)).toEqual(
      Array(resets.length - 1).fill('200'),
    )
  })
})
