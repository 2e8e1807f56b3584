import { snippetParts } from '@/lib/search/snippet'

/** The search API's snippet with its highlighted words, rendered as text (lib/search/snippet.ts). */
export function Snippet({ snippet, className }: { snippet: string; className?: string }) {
  return (
    <p className={className}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </p>
  )
}
