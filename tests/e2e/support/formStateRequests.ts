import { expect, type Page, type Request } from '@playwright/test'

/**
 * The admin's form-state requests of a page: each change to a document's form posts the form's
 * state to the page (a server action), debounced by 250 ms, one at a time. A change made while one
 * is on its way is folded into that one's answer and never sent on its own: Payload merges the
 * answer into the form, values typed meanwhile included, and takes the result as the state last
 * sent (fieldReducer's MERGE_SERVER_STATE). So a test that waits for the request carrying its
 * change must make the change while none is on its way.
 */
interface FormStateRequests {
  inFlight: Set<Request>
  started: number
}

const tracked = new WeakMap<Page, FormStateRequests>()

/** A form-state request of the admin (or any other server action it posts to its page). */
export const isFormStateRequest = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/admin/')

/** Counts the page's form-state requests from the first call on; later calls read the same count. */
function formStateRequests(page: Page): FormStateRequests {
  let requests = tracked.get(page)
  if (!requests) {
    const state: FormStateRequests = { inFlight: new Set(), started: 0 }
    page.on('request', (request) => {
      if (!isFormStateRequest(request)) return
      state.inFlight.add(request)
      state.started += 1
    })
    const finished = (request: Request) => state.inFlight.delete(request)
    page.on('requestfinished', finished)
    page.on('requestfailed', finished)
    tracked.set(page, state)
    requests = state
  }
  return requests
}

/**
 * Waits until no form-state request is on its way and none starts over a wait longer than the
 * form's debounce, timed by the page's own clock: a change made before this call has by then sent
 * its request, and the page has taken in the answers it got.
 */
export async function waitUntilFormStateQuiet(page: Page): Promise<void> {
  const requests = formStateRequests(page)
  await expect
    .poll(async () => {
      if (requests.inFlight.size > 0) return false
      const startedBefore = requests.started
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)))
      return requests.inFlight.size === 0 && requests.started === startedBefore
    }, 'no form-state request on its way')
    .toBe(true)
}
