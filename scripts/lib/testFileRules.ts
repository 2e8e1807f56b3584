/** Where each kind of test file must live for a runner to pick it up. */
const PLAYWRIGHT_DIR = 'tests/e2e/'

/**
 * The repository's test files that no runner would run: vitest files (`*.test.ts[x]`) outside
 * every vitest project's selection, and Playwright specs (`*.spec.ts`) outside its test folder.
 */
export function testFilesThatNeverRun(
  trackedFiles: readonly string[],
  filesInVitestProjects: ReadonlySet<string>,
): string[] {
  return trackedFiles.filter((file) => {
    if (/\.test\.tsx?$/.test(file)) return !filesInVitestProjects.has(file)
    if (/\.spec\.tsx?$/.test(file)) return !file.startsWith(PLAYWRIGHT_DIR)
    return false
  })
}
