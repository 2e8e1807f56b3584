'use client'

import { AutoLinkNode, LinkNode, createClientFeature } from '@payloadcms/richtext-lexical/client'
import {
  $getNodeByKey,
  type LexicalEditor,
  type NodeKey,
  type NodeMutation,
} from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { mergeRegister } from '@payloadcms/richtext-lexical/lexical/utils'
import { useEffect, useState } from 'react'

import { LINK_SCHEME_NOT_ALLOWED } from '@blockwise/shared'

import styles from './refusedLinks.module.css'
import { isRefusedLink } from './refusedLinks'

function markRefused(link: HTMLElement | null, isRefused: boolean) {
  if (link && styles.refusedLink) link.classList.toggle(styles.refusedLink, isRefused)
}

/** The refused URL of each refused link of the editor, by node, updated as links change. */
function useRefusedLinks(editor: LexicalEditor): string[] {
  const [urls, setUrls] = useState<string[]>([])
  useEffect(() => {
    const refused = new Map<NodeKey, string>()
    const follow = (mutations: Map<NodeKey, NodeMutation>) => {
      editor.getEditorState().read(() => {
        for (const [key, mutation] of mutations) {
          const node = mutation === 'destroyed' ? null : $getNodeByKey(key)
          const fields = node instanceof LinkNode ? node.getFields() : null
          const isRefused =
            node !== null && fields !== null && isRefusedLink(node.getType(), fields)
          if (isRefused) refused.set(key, fields?.url ?? '')
          else refused.delete(key)
          markRefused(editor.getElementByKey(key), isRefused)
        }
      })
      setUrls([...new Set(refused.values())])
    }
    return mergeRegister(
      editor.registerMutationListener(LinkNode, follow),
      editor.registerMutationListener(AutoLinkNode, follow),
    )
  }, [editor])
  return urls
}

/**
 * Says at once, on the body, that a link the articles' rules refuse is in it (pasted, say, or
 * already stored), and marks the link: every save is refused until it is edited or removed.
 */
function RefusedLinks() {
  const [editor] = useLexicalComposerContext()
  const urls = useRefusedLinks(editor)
  if (urls.length === 0) return null
  return (
    <p className={styles.error} role="alert">
      <strong>{LINK_SCHEME_NOT_ALLOWED}.</strong> The body links to {urls.join(', ')}, so it cannot
      be saved. Select the marked link and edit or remove it.
    </p>
  )
}

export const RefusedLinksFeature = createClientFeature({
  plugins: [{ Component: RefusedLinks, position: 'aboveContainer' }],
})
