/* global process, console */
// `npm install`'s preinstall, in plain JavaScript. The project runs on Node.js 24, which npm install
// puts into node_modules (the `node` devDependency) for every npm script; this says so when the
// Node.js running npm itself (named in npm's user agent) is older.
const REQUIRED_MAJOR = 24
const npmNode = /\bnode\/v(\d+[.\d]*)/.exec(process.env.npm_config_user_agent ?? '')?.[1]
const version = npmNode ?? process.versions.node
if (Number(version.split('.')[0]) < REQUIRED_MAJOR)
  console.log(
    `\nBlockwise runs on Node.js ${REQUIRED_MAJOR} (LTS); this machine has Node.js ${version}, ` +
      `which is past its end of life.\nnpm install adds Node.js ${REQUIRED_MAJOR} to node_modules and every ` +
      `npm script (npm start, npm test) runs on it. To run node yourself, install Node.js ${REQUIRED_MAJOR}: ` +
      `https://nodejs.org/en/download, or \`nvm install ${REQUIRED_MAJOR}\`.\n`,
  )
