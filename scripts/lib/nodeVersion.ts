/** The Node.js major the project runs on: the `node` devDependency and `engines` name it. */
export const REQUIRED_NODE_MAJOR = 24

/** Why this Node.js cannot run the project, with what to install; null when it can. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0])
  if (major >= REQUIRED_NODE_MAJOR) return null
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
