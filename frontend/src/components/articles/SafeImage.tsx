'use client'

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

type SafeImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  alt: string
  /** Shown instead of an image that fails; without it the image is removed. */
  fallbackSrc?: string
}

/**
 * docs/product.md#errors: an image that fails to load is replaced by the fallback or hidden rather than shown
 * broken, including one that failed before the page was hydrated (its error event is lost then).
 */
export function SafeImage({ fallbackSrc, ...props }: SafeImageProps) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed && !fallbackSrc) return null
  const source = failed ? { src: fallbackSrc, srcSet: undefined } : {}
  return <img {...props} {...source} ref={image} alt={props.alt} onError={() => setFailed(true)} />
}
