import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] })
const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error' })
chrome.kill()
const a = r!.lhr.audits
for (const id of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','cumulative-layout-shift','interactive','max-potential-fid','bootup-time','mainthread-work-breakdown']) console.log(id, a[id]?.displayValue, a[id]?.score)
const show = (id: string) => console.log(id, JSON.stringify(a[id]?.details, null, 0)?.slice(0, 2500))
for (const id of ['largest-contentful-paint-element','layout-shifts','long-tasks','lcp-breakdown-insight','lcp-discovery-insight','render-blocking-insight','bootup-time']) show(id)
console.log('benchmarkIndex', r!.lhr.environment.benchmarkIndex)
