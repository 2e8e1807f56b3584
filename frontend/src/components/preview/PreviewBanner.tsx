import { cmsPublicUrl } from '@/env'
import type { PreviewSession } from '@/lib/preview/previewSession'

import { PreviewBannerSpace } from './PreviewBannerSpace'
import { previewLabel, type PreviewedPage } from './previewLabel'
import { RefreshOnSave } from './RefreshOnSave'
import styles from './PreviewBanner.module.css'

interface Props extends Omit<PreviewedPage, 'active'> {
  preview: PreviewSession
  path: string
}

/**
 * The mark of a preview: fixed at the top of the window, above the site's header (which moves down
 * by its height, PreviewBannerSpace), with the way out of draft mode. It also follows the admin's
 * saves (live preview), so readers' pages never load that script.
 */
export function PreviewBanner({ preview, draft, live, path }: Props) {
  return (
    <div className={styles.banner} role="status" data-preview-banner="">
      <strong>{previewLabel({ active: preview.active, draft, live })}</strong>
      <a href={`/internal/preview/exit?path=${encodeURIComponent(path)}`}>Exit preview</a>
      <PreviewBannerSpace />
      {preview.active && <RefreshOnSave cmsOrigin={new URL(cmsPublicUrl()).origin} />}
    </div>
  )
}
