'use client'

import { Pill, useFormFields } from '@payloadcms/ui'

/** A video block's header in the editor: what the video is (its title, else its URL). */
export function VideoBlockLabel() {
  const title = useFormFields(([fields]) => fields.title?.value)
  const url = useFormFields(([fields]) => fields.url?.value)
  const name = [title, url].find((value) => typeof value === 'string' && value.trim() !== '')
  return (
    <div className="LexicalEditorTheme__block__block-label">
      <Pill className="LexicalEditorTheme__block__block-pill" pillStyle="white" size="small">
        Video
      </Pill>
      {typeof name === 'string' && <span className="video-block-label">{name.trim()}</span>}
    </div>
  )
}
