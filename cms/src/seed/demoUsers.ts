/**
 * The demo accounts, stated in the README. Their README passwords are used only under the scripts'
 * own embedded PostgreSQL (LOCAL_DEMO_PASSWORDS); anywhere else seedDemoContent gives each a
 * random password. Never used when the database already has users.
 */
export const DEMO_ADMIN = {
  email: 'admin@blockwise.local',
  password: 'blockwise-admin',
  name: 'Blockwise Admin',
  role: 'admin',
} as const

export const DEMO_EDITOR = {
  email: 'editor@blockwise.local',
  password: 'blockwise-editor',
  name: 'Blockwise Editor',
  role: 'editor',
} as const

/** Writes drafts and submits them for review; its author profile has the same email (the byline). */
export const DEMO_CONTRIBUTOR = {
  email: 'contributor@blockwise.local',
  password: 'blockwise-contributor',
  name: 'Blockwise Contributor',
  role: 'contributor',
} as const
