/** The icons the root layout's sprite holds (IconSprite.tsx). */
export type SpriteIconName = 'hand' | 'link' | 'share'

export const symbolId = (name: SpriteIconName) => `icon-${name}`

/** One of the sprite's icons: a reference to its symbol, for server and client components alike. */
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
