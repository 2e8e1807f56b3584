import { audit } from './tests/bench/lighthouseAudit'
for (const url of process.argv.slice(2)) console.log(url, JSON.stringify(await audit(url)))
