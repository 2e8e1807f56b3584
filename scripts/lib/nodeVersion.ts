/** The Node.js major the project runs on: the `node` devDependency and `engines` name it. */
export const REQUIRED_NODE_MAJOR = 24

const majorOf = (version: string) => Number(version.split('.')[0])

/** Why this Node.js cannot run the project, with what to install; null when it can. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  if (majorOf(version) >= REQUIRED_NODE_MAJOR) return null
  return (
    `Blockwise runs on Node.js ${REQUIRED_NODE_MAJOR} (LTS), not ${version}. Run it through npm ` +
    `(npm start, npm test): npm install puts Node.js ${REQUIRED_NODE_MAJOR} into node_modules for ` +
    `its scripts. Or install Node.js ${REQUIRED_NODE_MAJOR}: https://nodejs.org/en/download, or ` +
    `\`nvm install ${REQUIRED_NODE_MAJOR}\`.`
  )
}

/** Stops a script run on an older Node.js, saying what to install. */
export function requireSupportedNode(): void {
  const problem = nodeVersionProblem()
  if (!problem) return
  console.error(problem)
  process.exit(1)
}

/** The Node.js running npm itself, as npm's user agent names it (scripts run on node_modules'). */
export function npmNodeVersion(
  userAgent: string | undefined = process.env.npm_config_user_agent,
): string | undefined {
  return /\bnode\/v(\d+[.\d]*)/.exec(userAgent ?? '')?.[1]
}

/** What to say when npm runs on an older Node.js than the scripts (null: nothing to say). */
export function olderNpmNodeAdvice(version = npmNodeVersion()): string | null {
  if (!version || majorOf(version) >= REQUIRED_NODE_MAJOR) return null
  return (
    `npm runs on Node.js ${version}, past its end of life; these scripts run on the Node.js ` +
    `${process.versions.node} that npm install put into node_modules. Install Node.js ` +
    `${REQUIRED_NODE_MAJOR} (https://nodejs.org/en/download, or \`nvm install ${REQUIRED_NODE_MAJOR}\`).`
  )
}
