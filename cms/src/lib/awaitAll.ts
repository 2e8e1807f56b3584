/** Promise.all for a record: every value awaited at once, each kept under its key. */
export async function awaitAll<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises) as Array<keyof T>
  const values = await Promise.all(keys.map((key) => promises[key]))
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as {
    [K in keyof T]: Awaited<T[K]>
  }
}
