import { LexicalDiffComponent } from '@payloadcms/richtext-lexical/rsc'
import {
  FieldDiffContainer,
  escapeDiffHTML,
  getHTMLDiffComponents,
  unescapeDiffHTML,
} from '@payloadcms/ui/rsc'
import type { FieldDiffServerProps, RichTextField, RichTextFieldClient } from 'payload'

import { blockSettingChanges, type BlockSettingChange } from './blockSettingChanges'

const lines = (changes: BlockSettingChange[], side: 'from' | 'to') =>
  changes
    .map(
      (change) => `<p>${escapeDiffHTML(`${change.block}, ${change.setting}: ${change[side]}`)}</p>`,
    )
    .join('')

/**
 * The body's row of the version comparison: Payload's comparison of the text, which shows a block
 * by its type only, then a "Block settings" row naming each setting of a block that changed.
 */
export function ContentDiff(props: FieldDiffServerProps<RichTextField, RichTextFieldClient>) {
  const changes = blockSettingChanges(props.comparisonValue, props.versionValue)
  const settings =
    changes.length === 0
      ? null
      : getHTMLDiffComponents({
          fromHTML: lines(changes, 'from'),
          toHTML: lines(changes, 'to'),
          postProcess: unescapeDiffHTML,
        })
  return (
    <>
      <LexicalDiffComponent {...props} />
      {settings ? (
        <div data-block-settings-diff="">
          <FieldDiffContainer
            className="block-settings-diff"
            From={settings.From}
            To={settings.To}
            i18n={props.i18n}
            label={{ label: 'Block settings', locale: props.locale }}
            nestingLevel={props.nestingLevel}
          />
        </div>
      ) : null}
    </>
  )
}
