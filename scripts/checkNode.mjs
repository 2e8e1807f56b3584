/* global process, console */
// `npm install`'s first step (preinstall), on whatever Node.js the machine has: plain JavaScript
// without dependencies. The project runs on Node.js 24; npm install puts that release into
// node_modules (the `node` devDependency), where every npm script finds it first.
const REQUIRED_MAJOR = 24
const [major] = process.versions.node.split('.').map(Number)
if (major < REQUIRED_MAJOR)
  console.warn(
    `\nBlockwise runs on Node.js ${REQUIRED_MAJOR} (LTS); this machine has Node.js ${process.versions.node}, ` +
      `which is past its end of life.\nnpm install adds Node.js ${REQUIRED_MAJOR} to node_modules and every ` +
      `npm script (npm start, npm test) runs on it. To run node yourself, install Node.js ${REQUIRED_MAJOR}: ` +
      `https://nodejs.org/en/download, or \`nvm install ${REQUIRED_MAJOR}\`.\n`,
  )
