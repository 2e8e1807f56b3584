/**
 * JSON writes to Payload's native REST and GraphQL API (/cms-api). An article's Lexical JSON is a
 * few times its text (a richly formatted 10,000-word article is a few hundred KB), so 2 MB leaves
 * room for the longest article while no hostile body is held whole in memory.
 */
export const NATIVE_API_BODY_LIMIT = 2 * 1024 * 1024
