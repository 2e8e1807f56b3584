/** The calls a minute the shared integration CMS allows one integration key (a test spends them). */
export const INTEGRATION_KEY_BUDGET = 40
