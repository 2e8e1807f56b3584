'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** Whether a tools heading has been shown in this document yet: the first is the page load. */
let shownBefore = false

/**
 * The h1 of the tools overview or of a tool. Moving between them in place (Launch, Back to Tools,
 * the browser's Back and Forward) moves the reader, and screen readers, to the new heading.
 */
interface ToolsHeadingProps {
  children: ReactNode
  className?: string
  id?: string
}

export function ToolsHeading({ children, className, id }: ToolsHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (shownBefore) heading.current?.focus({ preventScroll: true })
    shownBefore = true
  }, [])
  return (
    <h1 ref={heading} id={id} tabIndex={-1} className={className}>
      {children}
    </h1>
  )
}
