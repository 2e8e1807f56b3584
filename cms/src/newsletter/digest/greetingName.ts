/** Who a test digest greets: the editor's name, or a plain "there" for an account without one. */
export function greetingName(user: { name?: string | null }): string {
  return user.name?.trim() || 'there'
}
