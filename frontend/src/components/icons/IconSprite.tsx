import { Hand, Link, Share2, type IconNode } from 'lucide'

import { symbolId, type SpriteIconName } from './SpriteIcon'
import { IconPaths } from './SvgIcon'

/**
 * The icons pages repeat (every card's clap hand, every share row's link and share), drawn once
 * as symbols that `SpriteIcon` points to: ~40 inline SVGs of half a kilobyte each made the home
 * page heavier. The paths are lucide's, as data (the `lucide` package), rendered on the server:
 * nothing here reaches the browser's script.
 */
const SPRITE: Record<SpriteIconName, IconNode> = { hand: Hand, link: Link, share: Share2 }

/** The sprite's symbols, rendered once in the root layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="icon-sprite">
      {Object.entries(SPRITE).map(([name, node]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <g
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <IconPaths icon={node} />
          </g>
        </symbol>
      ))}
    </svg>
  )
}
