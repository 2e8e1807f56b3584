/** The message `work` throws, or '' when it returns. */
export function thrownMessage(work: () => unknown): string {
  try {
    work()
    return ''
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
