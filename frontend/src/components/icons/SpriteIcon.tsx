'use client'

import { Hand, Share2 } from 'lucide-react'

/**
 * Icons repeated on every card. Each card drawing its own copy of the paths made ~40 inline SVGs
 * of half a kilobyte on the home page; the sprite draws each once and the cards point to it.
 */
const SPRITE = { hand: Hand, share: Share2 } as const

export type SpriteIconName = keyof typeof SPRITE

const symbolId = (name: SpriteIconName) => `icon-${name}`

/** The sprite's symbols, rendered once in the root layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="icon-sprite">
      {Object.entries(SPRITE).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  )
}

export function SpriteIcon({
  name,
  size,
  className,
}: {
  name: SpriteIconName
  size: number
  className?: string
}) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
