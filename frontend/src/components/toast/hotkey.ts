/** SPEC §4: F8 moves focus to the notifications region. */
export const NOTIFICATIONS_HOTKEY = 'F8'
