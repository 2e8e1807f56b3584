import { createElement } from 'react'

import type { IconNode } from 'lucide'

/** A lucide icon's paths, lines and circles, as React elements. */
export function IconPaths({ icon }: { icon: IconNode }) {
  return icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))
}

/**
 * A lucide icon drawn from its paths (the `lucide` package's data), decorative, for server and
 * client components alike. lucide-react's components are client components with a runtime of
 * their own (~1.6 KB gzipped), which every page carried even where only server components drew
 * icons; this draws the same SVG with nothing to hydrate.
 */
export function SvgIcon({
  icon,
  size = 24,
  strokeWidth = 2,
  className,
}: {
  icon: IconNode
  size?: number
  strokeWidth?: number
  className?: string
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <IconPaths icon={icon} />
    </svg>
  )
}
