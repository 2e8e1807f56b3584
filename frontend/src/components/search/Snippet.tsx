/**
 * A result's snippet: HTML that snippetMarkup (lib/search/snippet.ts) built from the search API's
 * snippet, its text escaped and only its highlighted words in <mark>.
 */
export function Snippet({ markup, className }: { markup: string; className?: string }) {
  return <p className={className} dangerouslySetInnerHTML={{ __html: markup }} />
}
