import fc from 'fast-check'

/**
 * Property tests draw from a fresh seed on every run, and fast-check names it in a failure
 * (`{ seed: …, path: … }`): FC_SEED (and FC_PATH) replay that run exactly (docs/testing.md).
 */
if (process.env.FC_SEED) {
  fc.configureGlobal({
    seed: Number(process.env.FC_SEED),
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
  })
}
