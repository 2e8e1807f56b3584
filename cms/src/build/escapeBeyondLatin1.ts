const hex = (character: string) => character.charCodeAt(0).toString(16).padStart(4, '0')

/**
 * JavaScript source with every character past U+00FF written as a `\uXXXX` escape. V8 keeps the
 * source of every script it loads, one byte a character when all of them fit in Latin-1 and two
 * otherwise; a handful of characters (the admin's translations) double a chunk's memory. The
 * escape means the same character in string, template and regular-expression literals and in
 * identifiers; only a template's `raw` text and source maps' columns see the difference. A
 * character already behind a backslash (an identity escape, `"\é"`) loses that backslash.
 */
export function escapeBeyondLatin1(source: string): string {
  return source.replace(/(\\*)([\u0100-\uffff])/g, (_, backslashes: string, character: string) => {
    const kept = backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes
    return `${kept}\\u${hex(character)}`
  })
}
