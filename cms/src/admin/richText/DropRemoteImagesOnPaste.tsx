'use client'

import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import { COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from '@payloadcms/richtext-lexical/lexical'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { toast } from '@payloadcms/ui'
import { useEffect } from 'react'

import { withoutRemoteImages } from './remoteImages'

const LEXICAL_CLIPBOARD_TYPE = 'application/x-lexical-editor'

/** Pastes HTML without its images from other sites, and says so (see remoteImages.ts). */
function DropRemoteImagesOnPaste() {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const clipboard = event instanceof ClipboardEvent ? event.clipboardData : null
          // Lexical pastes its own format in preference to the HTML beside it.
          if (!clipboard || clipboard.types.includes(LEXICAL_CLIPBOARD_TYPE)) return false
          const html = withoutRemoteImages(clipboard.getData('text/html'))
          if (html === null) return false
          const cleaned = new DataTransfer()
          cleaned.setData('text/html', html)
          cleaned.setData('text/plain', clipboard.getData('text/plain'))
          event.preventDefault()
          // The cleaned paste holds no remote image, so this handler lets it through to Lexical's.
          editor.dispatchCommand(
            PASTE_COMMAND,
            new ClipboardEvent('paste', { clipboardData: cleaned }),
          )
          toast.info('Pasted images were left out', {
            description:
              'Images from other sites are not copied. Upload the image to Media, then insert it with “Upload” in the editor.',
          })
          return true
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )
  return null
}

export const DropRemoteImagesOnPasteFeature = createClientFeature({
  plugins: [{ Component: DropRemoteImagesOnPaste, position: 'normal' }],
})
