'use client'

/** Name of the window event the cookie consent banner listens for to reopen its settings. */
const OPEN_COOKIE_PREFERENCES_EVENT = 'blockwise:open-cookie-preferences'

/** Reopens the cookie consent banner so the reader can review or change their choices. */
export function ManageCookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        window.dispatchEvent(new CustomEvent(OPEN_COOKIE_PREFERENCES_EVENT))
      }}
    >
      Manage cookie preferences
    </button>
  )
}
