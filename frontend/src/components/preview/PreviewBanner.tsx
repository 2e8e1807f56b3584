import { cmsPublicUrl } from '@/env'
import type { PreviewSession } from '@/lib/preview/previewSession'

import { RefreshOnSave } from './RefreshOnSave'
import styles from './PreviewBanner.module.css'

interface Props {
  preview: PreviewSession
  /** Whether the page shows the previewed draft (rather than a published article). */
  showsDraft: boolean
  path: string
}

/**
 * The mark of a preview: fixed at the top of the window, with the way out of draft mode. It also
 * follows the admin's saves (live preview), so readers' pages never load that script.
 */
export function PreviewBanner({ preview, showsDraft, path }: Props) {
  return (
    <div className={styles.banner} role="status" data-preview-banner="">
      <strong>
        {showsDraft
          ? 'Preview — not published'
          : preview.active
            ? 'Preview — this page is shown as published'
            : 'Preview expired — open it again from the editor'}
      </strong>
      <a href={`/internal/preview/exit?path=${encodeURIComponent(path)}`}>Exit preview</a>
      {preview.active && <RefreshOnSave cmsOrigin={new URL(cmsPublicUrl()).origin} />}
    </div>
  )
}
