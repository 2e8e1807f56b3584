/** docs/product.md#states: F8 moves focus to the notifications region. */
export const NOTIFICATIONS_HOTKEY = 'F8'
