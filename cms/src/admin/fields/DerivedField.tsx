'use client'

import {
  NumberField,
  TextField,
  useDocumentInfo,
  useFormFields,
  useFormModified,
} from '@payloadcms/ui'
import { useEffect, useRef, type ComponentType } from 'react'

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/**
 * Shows the value a save stored in a field the editor emptied. The field shows the form's value,
 * and after an autosave Payload takes the saved document's values into every field except the one
 * the editor changed last; so a field emptied for the hook to fill kept showing empty while the
 * document held what the hook derived. Once a save answers with a value for it, an empty field
 * takes that value, unless the editor changed something while the save was on its way (the form is
 * still modified then, and the next save answers again).
 */
function useShowSavedValueWhenEmpty(path: string | undefined): void {
  const { data } = useDocumentInfo()
  const saved: unknown = path ? data?.[path] : undefined
  const savedAt: unknown = data?.updatedAt
  const field = useFormFields(([fields]) => (path ? fields[path] : undefined))
  const dispatchFields = useFormFields(([, dispatch]) => dispatch)
  const modified = useFormModified()
  // The form as it stands when a save answers; the field's own changes are not news.
  const form = useRef({ field, modified })
  useEffect(() => {
    form.current = { field, modified }
  })
  useEffect(() => {
    const { field: current, modified: changedSince } = form.current
    if (!path || !current || isEmpty(saved) || !isEmpty(current.value) || changedSince) return
    const { isModified: _isModified, ...rest } = current
    dispatchFields({
      type: 'UPDATE_MANY',
      formState: { [path]: { ...rest, value: saved, initialValue: saved } },
    })
  }, [dispatchFields, path, saved, savedAt])
}

/**
 * A field a hook fills in when the editor leaves it empty: stored as required, but not required of
 * the editor, so the admin neither marks it with an asterisk nor refuses to save without it. It
 * shows what the hook stored (the slug a title derived, the read time the body gave) once a save
 * answers.
 */
function derived<Props extends { field: { required?: boolean }; path?: string }>(
  Field: ComponentType<Props>,
) {
  return function DerivedField(props: Props) {
    useShowSavedValueWhenEmpty(props.path)
    return <Field {...props} field={{ ...props.field, required: false }} />
  }
}

export const DerivedTextField = derived(TextField)
export const DerivedNumberField = derived(NumberField)
