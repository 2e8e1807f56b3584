import { describe, expect, it } from 'vitest'

import { deviceClass } from './deviceClass'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0'

describe('deviceClass', () => {
  it('tells phones, tablets and desktops apart by their user agents', () => {
    expect(deviceClass(IPHONE, null)).toBe('mobile')
    expect(deviceClass(ANDROID_PHONE, null)).toBe('mobile')
    expect(deviceClass(ANDROID_TABLET, null)).toBe('tablet')
    expect(deviceClass(IPAD, null)).toBe('tablet')
    expect(deviceClass(WINDOWS, null)).toBe('desktop')
    expect(deviceClass(MAC_FIREFOX, null)).toBe('desktop')
  })

  it('follows Sec-CH-UA-Mobile for mobile against desktop', () => {
    expect(deviceClass(WINDOWS, '?1')).toBe('mobile')
    expect(deviceClass(ANDROID_PHONE, '?0')).toBe('desktop')
  })

  it('keeps a tablet a tablet whatever the hint says (Android tablets send ?0)', () => {
    expect(deviceClass(ANDROID_TABLET, '?0')).toBe('tablet')
    expect(deviceClass(IPAD, '?1')).toBe('tablet')
  })
})
