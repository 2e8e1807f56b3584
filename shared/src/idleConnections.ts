/**
 * How long the CMS and the site keep a client's idle keep-alive connection open: longer than the
 * proxies and clients in front of them keep theirs (Varnish's backend_idle_timeout and nginx's
 * upstream keepalive_timeout are 60 s). With Node's 5 s, a client that reused a connection just
 * as the server closed it had its request reset (ECONNRESET), which a client that does not retry,
 * such as an integrator's or the test suite's, reports as a failure.
 */
export const IDLE_CONNECTION_MS = 65_000
