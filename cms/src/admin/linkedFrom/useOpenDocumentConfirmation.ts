import { useModal } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { confirmationContent, openDocumentConfirmation } from '@/compat/confirmationModals'

/**
 * The element holding the text of the document's open Delete or Unpublish confirmation, for a
 * portal to add to; null while neither is open.
 */
export function useOpenDocumentConfirmation(id: string): Element | null {
  const { isModalOpen } = useModal()
  const open = openDocumentConfirmation(id, isModalOpen)
  const [content, setContent] = useState<Element | null>(null)
  useEffect(() => {
    // The confirmation renders in the commit that opened it: by this effect it is in the page.
    setContent(open ? confirmationContent(open) : null)
  }, [open])
  return content
}
