import type { ReactNode } from 'react'

import { actionsForm } from './NewsletterStatus'

interface Props {
  /** The site's endpoint that performs the action when the script has not arrived. */
  endpoint: string
  token: string
  /** Other hidden fields the endpoint reads. */
  fields?: Record<string, string>
  /** The enhanced action, once the script runs. */
  act: () => void
  /** An earlier attempt's failure, said above the actions. */
  problem?: string
  children: ReactNode
}

/** A newsletter link's button as a form: it posts without the script, and calls `act` with it. */
export function LinkActionForm({ endpoint, token, fields = {}, act, problem, children }: Props) {
  return (
    <form
      method="post"
      action={endpoint}
      className={actionsForm}
      onSubmit={(event) => {
        event.preventDefault()
        act()
      }}
    >
      {problem && <p role="alert">{problem}</p>}
      <input type="hidden" name="token" value={token} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}
