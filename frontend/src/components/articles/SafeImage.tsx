'use client'

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

/**
 * SPEC §8: an image that fails to load is hidden rather than shown broken, including one that
 * failed before the page was hydrated.
 */
export function SafeImage(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) return null
  return <img {...props} ref={image} alt={props.alt} onError={() => setFailed(true)} />
}
