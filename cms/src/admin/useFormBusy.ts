import { useFormBackgroundProcessing, useFormProcessing } from '@payloadcms/ui'

/**
 * Whether a save or an autosave of the open form is on its way. Decisions the server saves at once
 * wait for it: landing after the decision, the form's save would put back what the decision
 * replaced.
 */
export function useFormBusy(): boolean {
  const saving = useFormProcessing()
  const autosaving = useFormBackgroundProcessing()
  return saving || autosaving
}
