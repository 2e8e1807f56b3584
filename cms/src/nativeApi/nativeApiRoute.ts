/** Where Payload's own REST and GraphQL APIs (and its media files) are served; /api is ours. */
export const NATIVE_API_ROUTE = '/cms-api'
