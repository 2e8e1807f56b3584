'use client'

import { NumberField, TextField } from '@payloadcms/ui'
import type { ComponentType } from 'react'

/**
 * A field a hook fills in when the editor leaves it empty: stored as required, but not required of
 * the editor, so the admin neither marks it with an asterisk nor refuses to save without it.
 */
function derived<Props extends { field: { required?: boolean } }>(Field: ComponentType<Props>) {
  return function DerivedField(props: Props) {
    return <Field {...props} field={{ ...props.field, required: false }} />
  }
}

export const DerivedTextField = derived(TextField)
export const DerivedNumberField = derived(NumberField)
