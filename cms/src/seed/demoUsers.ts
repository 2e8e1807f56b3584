/** Local-only demo accounts, stated in the README. Never used when the database already has users. */
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
