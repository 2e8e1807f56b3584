import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { afterVisibleTime } from './visibleTime'

/** A document whose visibility the test sets, announcing each change as a browser does. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'

  show(state: DocumentVisibilityState) {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

let page: FakeDocument

beforeEach(() => {
  vi.useFakeTimers()
  page = new FakeDocument()
  vi.stubGlobal('document', page)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterVisibleTime', () => {
  it('calls back once the page has been visible that long', () => {
    const done = vi.fn()
    afterVisibleTime(10_000, done)
    vi.advanceTimersByTime(9_999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('does not count the time the tab is hidden', () => {
    const done = vi.fn()
    afterVisibleTime(10_000, done)
    vi.advanceTimersByTime(6_000)
    page.show('hidden')
    vi.advanceTimersByTime(60_000)
    expect(done).not.toHaveBeenCalled()
    page.show('visible')
    vi.advanceTimersByTime(3_999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('starts counting only when a page opened in the background is shown', () => {
    page.visibilityState = 'hidden'
    const done = vi.fn()
    afterVisibleTime(10_000, done)
    vi.advanceTimersByTime(30_000)
    expect(done).not.toHaveBeenCalled()
    page.show('visible')
    vi.advanceTimersByTime(10_000)
    expect(done).toHaveBeenCalledOnce()
  })

  it('calls back once only, and never after it was stopped', () => {
    const done = vi.fn()
    afterVisibleTime(10_000, done)
    vi.advanceTimersByTime(10_000)
    page.show('hidden')
    page.show('visible')
    vi.advanceTimersByTime(30_000)
    expect(done).toHaveBeenCalledOnce()

    const stopped = vi.fn()
    const stop = afterVisibleTime(10_000, stopped)
    stop()
    page.show('hidden')
    page.show('visible')
    vi.advanceTimersByTime(30_000)
    expect(stopped).not.toHaveBeenCalled()
  })
})
