import sharp from 'sharp'

import type { SeedImageMotif } from './content/types'

const WIDTH = 1600
const HEIGHT = 900

function motifShapes(motif: SeedImageMotif, accent: string, light: string): string {
  switch (motif) {
    case 'coins':
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="${560 + i * 120}" cy="${640 - i * 70}" rx="170" ry="52" fill="${accent}" stroke="${light}" stroke-width="8"/>`,
        )
        .join('')
    case 'chart': {
      const points = [120, 260, 210, 380, 330, 520, 470, 610, 560, 720]
        .map((y, i) => `${200 + i * 130},${820 - y}`)
        .join(' ')
      return `<polyline points="${points}" fill="none" stroke="${light}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/>`
    }
    case 'blocks':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${220 + i * 300}" y="${330 + (i % 2) * 60}" width="220" height="220" rx="28" fill="${accent}" stroke="${light}" stroke-width="10"/>` +
            (i < 3
              ? `<line x1="${440 + i * 300}" y1="450" x2="${520 + i * 300}" y2="450" stroke="${light}" stroke-width="12"/>`
              : ''),
        )
        .join('')
    case 'network': {
      const nodes: Array<[number, number]> = [
        [400, 300],
        [800, 220],
        [1200, 320],
        [560, 620],
        [1000, 640],
        [800, 450],
      ]
      const lines = nodes
        .flatMap(([x1, y1], i) =>
          nodes
            .slice(i + 1)
            .map(([x2, y2]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`),
        )
        .join('')
      const circles = nodes
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="46" fill="${accent}" stroke="${light}" stroke-width="10"/>`,
        )
        .join('')
      return `<g stroke="${light}" stroke-width="6" opacity="0.7">${lines}</g>${circles}`
    }
    case 'shield':
      return `<path d="M800 170 L1090 280 L1060 560 Q1010 720 800 800 Q590 720 540 560 L510 280 Z" fill="${accent}" stroke="${light}" stroke-width="14"/><path d="M680 480 L770 570 L940 390" fill="none" stroke="${light}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`
    case 'wave':
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M0 ${520 + i * 90} C 300 ${420 + i * 90}, 500 ${660 + i * 90}, 800 ${540 + i * 90} S 1300 ${420 + i * 90}, 1600 ${540 + i * 90}" fill="none" stroke="${light}" stroke-width="${18 - i * 4}" opacity="${1 - i * 0.25}"/>`,
        )
        .join('')
  }
}

/** A 1600×900 PNG featured image drawn locally from a hue and a motif (no network). */
export async function renderFeaturedImage(hue: number, motif: SeedImageMotif): Promise<Buffer> {
  const dark = `hsl(${hue}, 55%, 18%)`
  const mid = `hsl(${(hue + 40) % 360}, 60%, 38%)`
  const accent = `hsl(${(hue + 180) % 360}, 65%, 55%)`
  const light = `hsl(${hue}, 80%, 88%)`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="1380" cy="160" r="260" fill="${light}" opacity="0.08"/>
    <circle cx="180" cy="820" r="200" fill="${light}" opacity="0.06"/>
    ${motifShapes(motif, accent, light)}
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
