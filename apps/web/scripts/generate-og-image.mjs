// Renders public/og-image.png (1200×630, the social card of spec §2) from the SVG below.
// Run once after changing the artwork: node apps/web/scripts/generate-og-image.mjs
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const width = 1200;
const height = 630;
const font = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const chips = ['Endüstriyel ürünler', 'Dijital ürünler', 'STL 3D modeller', 'Freelance hizmetler'];

function chipRows() {
  let x = 96;
  let y = 444;
  return chips
    .map((label, index) => {
      if (index === 2) {
        x = 96;
        y += 72;
      }
      const w = Math.round(label.length * 14.2 + 48);
      const chip = `<g transform="translate(${x} ${y})">
        <rect width="${w}" height="56" rx="28" fill="#1e293b" stroke="#334155" stroke-width="2"/>
        <text x="${w / 2}" y="36" text-anchor="middle" font-family="${font}" font-size="24" fill="#e2e8f0">${label}</text>
      </g>`;
      x += w + 16;
      return chip;
    })
    .join('');
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
      <path d="M40 0H0V40" fill="none" stroke="#1e293b" stroke-width="1.5"/>
    </pattern>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0f172a" stop-opacity="1"/>
      <stop offset="1" stop-color="#0f172a" stop-opacity="0.2"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="#0f172a"/>
  <rect width="${width}" height="${height}" fill="url(#grid)"/>
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <rect x="0" y="0" width="${width}" height="12" fill="#ea580c"/>
  <g transform="translate(1060 560)" opacity="0.22">
    <circle r="200" fill="none" stroke="#f97316" stroke-width="36" stroke-dasharray="58 26"/>
    <circle r="110" fill="none" stroke="#f97316" stroke-width="22"/>
  </g>
  <g transform="translate(96 120) scale(4)">
    <rect width="32" height="32" rx="7" fill="#ea580c"/>
    <path d="M6 25V14l5 3v-3l5 3v-3l5 3V8h4v17z" fill="#fff"/>
  </g>
  <text x="258" y="212" font-family="${font}" font-size="88" font-weight="700" fill="#ffffff">Pazaryeri</text>
  <text x="96" y="332" font-family="${font}" font-size="52" font-weight="700" fill="#ffffff">Türkiye'nin endüstriyel pazaryeri</text>
  <text x="96" y="396" font-family="${font}" font-size="28" fill="#94a3b8">Onaylı satıcılar · Güvenli ödeme · Entegre kargo</text>
  ${chipRows()}
</svg>`;

const target = fileURLToPath(new URL('../public/og-image.png', import.meta.url));
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
console.log(`og-image.png: ${info.width}×${info.height}, ${info.size} bytes`);
