import { drawSvg } from '../lib/drawn-pictures';

/**
 * Product pictures drawn at seed time: a category-coloured background, a simple line drawing of
 * what the product is, its brand and short name. Shapes are drawn in a 100×100 box.
 */
export type Shape = keyof typeof shapes;

interface Ink {
  /** The category colour. */
  accent: string;
}

const F = '#f8fafc';
const I = '#0f172a';
const outline = (width = 2) => `stroke="${I}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const stroke = outline();

function gearPoints(cx: number, cy: number, outer: number, inner: number, teeth: number) {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? outer : inner;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const gear = (cx: number, cy: number, r: number, teeth: number, { accent }: Ink) =>
  `<polygon points="${gearPoints(cx, cy, r, r * 0.8, teeth)}" fill="${F}" ${stroke}/>
   <circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${accent}" ${stroke}/><circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="${F}" ${stroke}/>`;

const threads = (x1: number, x2: number, from: number, to: number, step = 6) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)
    .map((y) => `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y - 3}" ${stroke}/>`)
    .join('');

const hexagon = (cx: number, cy: number, r: number, fill: string) =>
  `<polygon points="${Array.from({ length: 6 }, (_, i) => `${cx + r * Math.cos((i * Math.PI) / 3)},${cy + r * Math.sin((i * Math.PI) / 3)}`).join(' ')}" fill="${fill}" ${stroke}/>`;

const shapes = {
  gear: (ink: Ink) => gear(42, 58, 34, 12, ink) + gear(80, 22, 16, 8, ink),
  gearbox: (ink: Ink) =>
    `<rect x="30" y="30" width="50" height="48" rx="4" fill="${F}" ${stroke}/><rect x="8" y="40" width="22" height="28" rx="3" fill="${ink.accent}" ${stroke}/>
     <rect x="80" y="49" width="14" height="10" fill="${F}" ${stroke}/><rect x="26" y="78" width="58" height="8" fill="${ink.accent}" ${stroke}/>` +
    gear(55, 54, 14, 10, ink),
  bolt: ({ accent }: Ink) =>
    hexagon(50, 20, 18, accent) + `<rect x="41" y="34" width="18" height="58" fill="${F}" ${stroke}/>${threads(41, 59, 48, 90)}`,
  screw: ({ accent }: Ink) =>
    `<path d="M28 12 L72 12 L58 28 L42 28 Z" fill="${accent}" ${stroke}/><path d="M43 28 L57 28 L57 78 L50 95 L43 78 Z" fill="${F}" ${stroke}/>
     ${threads(43, 57, 36, 80)}<line x1="42" y1="18" x2="58" y2="18" ${stroke}/>`,
  rivet: ({ accent }: Ink) =>
    `<line x1="50" y1="6" x2="50" y2="40" ${outline(3)}/><path d="M26 44 Q50 24 74 44 Z" fill="${accent}" ${stroke}/>
     <rect x="40" y="44" width="20" height="44" rx="2" fill="${F}" ${stroke}/><line x1="40" y1="80" x2="60" y2="80" ${stroke}/>`,
  anchor: ({ accent }: Ink) =>
    `<path d="M38 20 L62 20 L62 90 L50 96 L38 90 Z" fill="${F}" ${stroke}/>${[30, 42, 54, 66, 78].map((y) => `<path d="M38 ${y} L30 ${y + 6} L38 ${y + 8} M62 ${y} L70 ${y + 6} L62 ${y + 8}" fill="none" ${stroke}/>`).join('')}
     ${hexagon(50, 14, 12, accent)}`,
  washer: ({ accent }: Ink) =>
    `<path d="M50 14 a36 36 0 1 0 0.01 0 Z M50 36 a14 14 0 1 1 -0.01 0 Z" fill="${F}" fill-rule="evenodd" ${stroke}/>
     <path d="M82 60 a16 16 0 1 0 0.01 0 Z M82 70 a6 6 0 1 1 -0.01 0 Z" fill="${accent}" fill-rule="evenodd" ${stroke}/>`,
  chip: ({ accent }: Ink) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const p = 30 + i * 10;
        return `<rect x="${p - 2}" y="12" width="4" height="14" fill="${F}" ${stroke}/><rect x="${p - 2}" y="74" width="4" height="14" fill="${F}" ${stroke}/>
          <rect x="12" y="${p - 2}" width="14" height="4" fill="${F}" ${stroke}/><rect x="74" y="${p - 2}" width="14" height="4" fill="${F}" ${stroke}/>`;
      })
      .join('') +
    `<rect x="24" y="24" width="52" height="52" rx="4" fill="${accent}" ${stroke}/><rect x="36" y="36" width="28" height="28" rx="2" fill="${F}" ${stroke}/><circle cx="30" cy="30" r="2" fill="${F}"/>`,
  sensor: ({ accent }: Ink) =>
    `<path d="M76 50 C90 50 86 80 96 84" fill="none" stroke="${I}" stroke-width="4" stroke-linecap="round"/>
     <rect x="12" y="38" width="64" height="24" rx="3" fill="${F}" ${stroke}/>${[20, 28, 36, 44, 52, 60, 68].map((x) => `<line x1="${x}" y1="38" x2="${x - 3}" y2="62" ${stroke}/>`).join('')}
     <rect x="26" y="32" width="8" height="36" fill="${accent}" ${stroke}/><rect x="58" y="32" width="8" height="36" fill="${accent}" ${stroke}/>
     <rect x="4" y="42" width="8" height="16" rx="2" fill="${accent}" ${stroke}/>`,
  motor: ({ accent }: Ink) =>
    `<rect x="40" y="20" width="16" height="10" fill="${accent}" ${stroke}/><rect x="16" y="28" width="58" height="44" rx="8" fill="${F}" ${stroke}/>
     ${[36, 44, 52, 60].map((y) => `<line x1="22" y1="${y}" x2="68" y2="${y}" ${stroke}/>`).join('')}
     <rect x="74" y="32" width="8" height="36" rx="2" fill="${accent}" ${stroke}/><rect x="82" y="46" width="14" height="8" fill="${F}" ${stroke}/>
     <path d="M20 72 L14 84 L76 84 L70 72" fill="${accent}" ${stroke}/>`,
  pump: (ink: Ink) =>
    `<rect x="4" y="42" width="14" height="18" fill="${ink.accent}" ${stroke}/><rect x="82" y="42" width="14" height="18" fill="${ink.accent}" ${stroke}/>
     <rect x="16" y="22" width="68" height="58" rx="14" fill="${F}" ${stroke}/>` + gear(38, 51, 14, 10, ink) + gear(62, 51, 14, 10, ink),
  cable: ({ accent }: Ink) =>
    [0, 1, 2, 3, 4].map((i) => `<ellipse cx="44" cy="${34 + i * 8}" rx="34" ry="14" fill="none" stroke="${accent}" stroke-width="5"/>`).join('') +
    [0, 1, 2, 3, 4].map((i) => `<ellipse cx="44" cy="${34 + i * 8}" rx="34" ry="14" fill="none" stroke="${I}" stroke-width="1"/>`).join('') +
    `<path d="M78 66 C92 70 92 84 84 88" fill="none" stroke="${accent}" stroke-width="5"/><rect x="76" y="84" width="16" height="12" rx="2" fill="${F}" ${stroke}/>`,
  breaker: ({ accent }: Ink) =>
    `<rect x="4" y="44" width="92" height="12" fill="${F}" ${stroke}/><rect x="30" y="10" width="40" height="80" rx="4" fill="${F}" ${stroke}/>
     <rect x="40" y="30" width="20" height="26" rx="2" fill="${I}"/><rect x="43" y="32" width="14" height="12" rx="2" fill="${accent}"/>
     <line x1="36" y1="66" x2="64" y2="66" ${stroke}/><line x1="36" y1="74" x2="56" y2="74" ${stroke}/><circle cx="50" cy="18" r="3" fill="${accent}" ${stroke}/>`,
  cylinder: ({ accent }: Ink) =>
    `<rect x="70" y="46" width="24" height="8" fill="${F}" ${stroke}/><rect x="10" y="36" width="62" height="28" rx="3" fill="${F}" ${stroke}/>
     <rect x="6" y="32" width="10" height="36" rx="2" fill="${accent}" ${stroke}/><rect x="66" y="32" width="10" height="36" rx="2" fill="${accent}" ${stroke}/>
     <rect x="20" y="28" width="6" height="8" fill="${accent}" ${stroke}/><rect x="56" y="28" width="6" height="8" fill="${accent}" ${stroke}/>
     <circle cx="94" cy="50" r="5" fill="${accent}" ${stroke}/>`,
  valve: ({ accent }: Ink) =>
    `<rect x="4" y="56" width="92" height="16" fill="${F}" ${stroke}/><rect x="4" y="52" width="8" height="24" fill="${accent}" ${stroke}/>
     <rect x="88" y="52" width="8" height="24" fill="${accent}" ${stroke}/><circle cx="50" cy="64" r="20" fill="${F}" ${stroke}/>
     <rect x="46" y="24" width="8" height="22" fill="${F}" ${stroke}/><ellipse cx="50" cy="22" rx="26" ry="7" fill="${accent}" ${stroke}/>`,
  hose: ({ accent }: Ink) =>
    `<path d="M14 80 C14 20 86 80 86 20" fill="none" stroke="${I}" stroke-width="14" stroke-linecap="round"/>
     <path d="M14 80 C14 20 86 80 86 20" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>
     ${hexagon(14, 86, 9, F)}${hexagon(86, 14, 9, F)}`,
  helmet: ({ accent }: Ink) =>
    `<path d="M16 66 C16 22 84 22 84 66 Z" fill="${accent}" ${stroke}/><path d="M42 26 C44 40 44 52 44 66 M58 26 C56 40 56 52 56 66" fill="none" ${stroke}/>
     <path d="M6 66 L94 66 Q96 74 88 74 L12 74 Q4 74 6 66 Z" fill="${F}" ${stroke}/>`,
  glove: ({ accent }: Ink) =>
    [
      [30, 22],
      [40, 12],
      [50, 10],
      [60, 16],
    ]
      .map(([x, top]) => `<rect x="${x}" y="${top}" width="10" height="${54 - top}" rx="5" fill="${F}" ${stroke}/>`)
      .join('') +
    `<rect x="14" y="44" width="10" height="30" rx="5" fill="${F}" transform="rotate(-40 19 59)" ${stroke}/>
     <path d="M28 44 L72 44 L72 76 Q70 86 62 88 L38 88 Q28 86 28 76 Z" fill="${F}" ${stroke}/>
     <path d="M28 44 L72 44 L72 60 L28 60 Z" fill="${accent}" opacity="0.85"/><rect x="34" y="84" width="34" height="12" rx="2" fill="${accent}" ${stroke}/>`,
  boot: ({ accent }: Ink) =>
    `<path d="M26 8 L58 8 L60 54 L86 62 Q96 66 94 80 L94 84 L18 84 L22 44 Z" fill="${F}" ${stroke}/>
     <path d="M70 58 L86 62 Q96 66 94 80 L70 80 Z" fill="${accent}" ${stroke}/><rect x="16" y="84" width="80" height="8" rx="2" fill="${I}"/>
     ${[18, 28, 38].map((y) => `<line x1="34" y1="${y}" x2="50" y2="${y + 4}" ${stroke}/>`).join('')}`,
  goggles: ({ accent }: Ink) =>
    `<path d="M4 46 Q50 30 96 46" fill="none" stroke="${I}" stroke-width="6"/>
     <path d="M10 40 Q50 30 90 40 L88 66 Q72 74 56 64 L50 58 L44 64 Q28 74 12 66 Z" fill="${F}" ${stroke}/>
     <path d="M16 44 Q32 40 46 46 L44 60 Q30 68 18 62 Z M84 44 Q68 40 54 46 L56 60 Q70 68 82 62 Z" fill="${accent}" opacity="0.8"/>`,
  carabiner: ({ accent }: Ink) =>
    `<path d="M30 10 C10 10 10 40 18 70 C24 92 52 96 62 84 L84 34 C92 14 74 6 60 12" fill="none" stroke="${I}" stroke-width="12" stroke-linecap="round"/>
     <path d="M30 10 C10 10 10 40 18 70 C24 92 52 96 62 84 L84 34 C92 14 74 6 60 12" fill="none" stroke="${F}" stroke-width="8" stroke-linecap="round"/>
     <line x1="32" y1="12" x2="56" y2="16" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  beam: ({ accent }: Ink) =>
    `<path d="M20 20 L60 20 L80 8 L40 8 Z" fill="${accent}" ${stroke}/><path d="M60 20 L80 8 L80 16 L60 28 Z M60 84 L80 72 L80 80 L60 92 Z" fill="${accent}" ${stroke}/>
     <path d="M20 20 L60 20 L60 28 L44 28 L44 84 L60 84 L60 92 L20 92 L20 84 L36 84 L36 28 L20 28 Z" fill="${F}" ${stroke}/>`,
  sheet: ({ accent }: Ink) =>
    [0, 1, 2]
      .map((i) => `<path d="M10 ${70 - i * 16} L60 ${84 - i * 16} L92 ${60 - i * 16} L42 ${46 - i * 16} Z" fill="${i === 2 ? accent : F}" ${stroke}/>`)
      .join(''),
  pipe: ({ accent }: Ink) =>
    [
      [30, 62],
      [62, 62],
      [46, 36],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y - 14} L${x + 34} ${y - 34} L${x + 34} ${y - 6} L${x} ${y + 14} Z" fill="${accent}" ${stroke}/>
           <path d="M${x} ${y - 14} a14 14 0 1 0 0.01 0 Z M${x} ${y - 7} a7 7 0 1 1 -0.01 0 Z" fill="${F}" fill-rule="evenodd" ${stroke}/>`,
      )
      .join(''),
  drill: ({ accent }: Ink) =>
    `<line x1="4" y1="34" x2="20" y2="34" stroke="${I}" stroke-width="4"/><rect x="18" y="26" width="14" height="16" rx="2" fill="${F}" ${stroke}/>
     <path d="M32 20 L84 20 Q92 20 92 30 L92 38 Q92 46 84 46 L64 46 L60 76 L44 76 L48 46 L32 46 Z" fill="${accent}" ${stroke}/>
     <rect x="38" y="76" width="30" height="16" rx="3" fill="${F}" ${stroke}/><line x1="56" y1="50" x2="54" y2="60" ${stroke}/>`,
  disc: ({ accent }: Ink) =>
    `<rect x="52" y="40" width="44" height="20" rx="8" fill="${F}" ${stroke}/><rect x="44" y="30" width="10" height="40" rx="3" fill="${accent}" ${stroke}/>
     <path d="M34 14 a34 34 0 1 0 0.01 0 Z M34 42 a6 6 0 1 1 -0.01 0 Z" fill="${accent}" fill-rule="evenodd" ${stroke} opacity="0.9"/>
     <circle cx="34" cy="48" r="26" fill="none" stroke="${F}" stroke-width="1.5" stroke-dasharray="3 3"/>`,
  wrench: ({ accent }: Ink) =>
    `<g transform="rotate(-40 50 50)"><rect x="24" y="43" width="52" height="14" rx="4" fill="${F}" ${stroke}/>
     <path d="M14 34 a16 16 0 1 0 0.01 0 Z M14 42 a8 8 0 1 1 -0.01 0 Z" fill="${accent}" fill-rule="evenodd" ${stroke}/>
     <path d="M78 36 L96 36 L96 42 L86 46 L86 54 L96 58 L96 64 L78 64 Q70 50 78 36 Z" fill="${accent}" ${stroke}/></g>`,
  caliper: ({ accent }: Ink) =>
    `<rect x="6" y="24" width="90" height="12" fill="${F}" ${stroke}/>${Array.from({ length: 15 }, (_, i) => `<line x1="${36 + i * 4}" y1="24" x2="${36 + i * 4}" y2="${i % 5 === 0 ? 31 : 28}" ${outline(1)}/>`).join('')}
     <path d="M6 24 L20 24 L20 80 L12 90 L6 80 Z" fill="${F}" ${stroke}/><path d="M24 20 L50 20 L50 46 L34 46 L34 80 L28 90 L24 80 Z" fill="${accent}" ${stroke}/>
     <rect x="36" y="36" width="12" height="8" fill="${F}" ${outline(1)}/>`,
  bearing: ({ accent }: Ink) =>
    `<path d="M50 8 a42 42 0 1 0 0.01 0 Z M50 16 a34 34 0 1 1 -0.01 0 Z" fill="${F}" fill-rule="evenodd" ${stroke}/>
     ${Array.from({ length: 10 }, (_, i) => {
       const a = (i / 10) * Math.PI * 2;
       return `<circle cx="${(50 + 26 * Math.cos(a)).toFixed(2)}" cy="${(50 + 26 * Math.sin(a)).toFixed(2)}" r="7" fill="${accent}" ${stroke}/>`;
     }).join('')}
     <path d="M50 31 a19 19 0 1 0 0.01 0 Z M50 40 a10 10 0 1 1 -0.01 0 Z" fill="${F}" fill-rule="evenodd" ${stroke}/>`,
  belt: ({ accent }: Ink) =>
    `<path d="M26 26 L76 38 A12 12 0 0 1 76 62 L26 74 A24 24 0 0 1 26 26 Z" fill="none" stroke="${I}" stroke-width="9"/>
     <path d="M26 26 L76 38 A12 12 0 0 1 76 62 L26 74 A24 24 0 0 1 26 26 Z" fill="none" stroke="${accent}" stroke-width="6"/>
     <circle cx="26" cy="50" r="19" fill="${F}" ${stroke}/><circle cx="26" cy="50" r="5" fill="${accent}" ${stroke}/>
     <circle cx="76" cy="50" r="8" fill="${F}" ${stroke}/><circle cx="76" cy="50" r="3" fill="${accent}" ${stroke}/>`,
  chain: ({ accent }: Ink) =>
    `<g transform="rotate(-30 50 50)">${[0, 1, 2, 3, 4]
      .map((i) => `<rect x="${i * 18}" y="38" width="28" height="24" rx="12" fill="${i % 2 ? accent : F}" ${stroke}/><circle cx="${i * 18 + 9}" cy="50" r="3" fill="${I}"/><circle cx="${i * 18 + 19}" cy="50" r="3" fill="${I}"/>`)
      .join('')}</g>`,
  cube: ({ accent }: Ink) =>
    `<path d="M50 10 L88 30 L50 50 L12 30 Z" fill="${F}" ${stroke}/><path d="M12 30 L50 50 L50 92 L12 72 Z" fill="${accent}" ${stroke}/>
     <path d="M88 30 L50 50 L50 92 L88 72 Z" fill="${accent}" opacity="0.65" ${stroke}/>
     <path d="M31 40 L31 82 M69 40 L69 82 M12 51 L50 71 L88 51 M31 20 L69 40 M69 20 L31 40" fill="none" stroke="${F}" stroke-width="1" stroke-dasharray="2 2"/>`,
  spool: ({ accent }: Ink) =>
    `<path d="M90 40 C96 60 94 80 84 94" fill="none" stroke="${accent}" stroke-width="3"/>
     <circle cx="44" cy="50" r="42" fill="${F}" ${stroke}/><circle cx="44" cy="50" r="34" fill="${accent}" ${stroke}/>
     ${[30, 26, 22].map((r) => `<circle cx="44" cy="50" r="${r}" fill="none" stroke="${I}" stroke-width="0.6" opacity="0.5"/>`).join('')}
     <circle cx="44" cy="50" r="14" fill="${F}" ${stroke}/><circle cx="44" cy="50" r="6" fill="${I}"/>`,
  printer: ({ accent }: Ink) =>
    `<rect x="10" y="8" width="80" height="84" rx="3" fill="none" stroke="${I}" stroke-width="5"/><rect x="10" y="8" width="80" height="84" rx="3" fill="none" stroke="${F}" stroke-width="2"/>
     <rect x="12" y="30" width="76" height="6" fill="${F}" ${stroke}/><path d="M44 28 L56 28 L56 42 L50 48 L44 42 Z" fill="${accent}" ${stroke}/>
     <rect x="20" y="76" width="60" height="6" fill="${F}" ${stroke}/><path d="M42 76 L44 60 L56 60 L58 76 Z" fill="${accent}" ${stroke}/>`,
  document: ({ accent }: Ink) =>
    `<path d="M20 6 L64 6 L82 24 L82 94 L20 94 Z" fill="${F}" ${stroke}/><path d="M64 6 L64 24 L82 24" fill="none" ${stroke}/>
     ${[36, 46, 56].map((y) => `<line x1="30" y1="${y}" x2="72" y2="${y}" ${stroke}/>`).join('')}
     <rect x="30" y="66" width="42" height="18" rx="3" fill="${accent}" ${stroke}/><path d="M44 75 L50 70 L56 75 M50 70 L50 82" fill="none" stroke="${F}" stroke-width="2"/>`,
  box: ({ accent }: Ink) =>
    `<path d="M50 12 L90 28 L50 44 L10 28 Z" fill="#e7c9a0" ${stroke}/><path d="M10 28 L50 44 L50 90 L10 74 Z" fill="#d6ad77" ${stroke}/>
     <path d="M90 28 L50 44 L50 90 L90 74 Z" fill="#c4965c" ${stroke}/><path d="M30 20 L70 36 L70 50 L30 34 Z" fill="${accent}" opacity="0.85"/>`,
  roll: ({ accent }: Ink) =>
    `<path d="M30 30 L84 30 L84 86 Q60 92 40 80 Z" fill="${accent}" opacity="0.35" ${stroke}/>
     <rect x="14" y="24" width="36" height="62" fill="${F}" ${stroke}/><ellipse cx="32" cy="24" rx="18" ry="6" fill="${accent}" ${stroke}/>
     <ellipse cx="32" cy="24" rx="6" ry="2" fill="${I}"/>`,
  pallet: ({ accent }: Ink) =>
    `${[0, 1, 2, 3, 4].map((i) => `<path d="M${8 + i * 8} ${44 - i * 4} L${56 + i * 8} ${68 - i * 4} L${62 + i * 8} ${65 - i * 4} L${14 + i * 8} ${41 - i * 4} Z" fill="#d6ad77" ${stroke}/>`).join('')}
     <path d="M8 44 L56 68 L56 80 L8 56 Z" fill="${accent}" ${stroke}/><path d="M56 68 L94 49 L94 61 L56 80 Z" fill="${accent}" opacity="0.7" ${stroke}/>`,
  jack: ({ accent }: Ink) =>
    `<line x1="26" y1="62" x2="12" y2="10" stroke="${I}" stroke-width="5"/><path d="M6 8 L20 6 L18 14 Z" fill="${I}"/>
     <rect x="18" y="56" width="18" height="22" rx="2" fill="${accent}" ${stroke}/><rect x="30" y="70" width="66" height="8" fill="${accent}" ${stroke}/>
     <circle cx="26" cy="84" r="6" fill="${F}" ${stroke}/><circle cx="88" cy="84" r="4" fill="${F}" ${stroke}/>`,
  welder: ({ accent }: Ink) =>
    `<rect x="8" y="30" width="52" height="50" rx="4" fill="${F}" ${stroke}/><rect x="14" y="36" width="22" height="12" rx="2" fill="${I}"/>
     <circle cx="48" cy="42" r="6" fill="${accent}" ${stroke}/><circle cx="20" cy="66" r="4" fill="${accent}" ${stroke}/><circle cx="34" cy="66" r="4" fill="${accent}" ${stroke}/>
     <path d="M60 60 C80 60 70 84 88 84" fill="none" stroke="${I}" stroke-width="3"/><path d="M78 10 L66 36 L76 36 L70 56 L90 28 L80 28 L86 10 Z" fill="${accent}" ${stroke}/>`,
  press: ({ accent }: Ink) =>
    `<path d="M14 8 L86 8 L86 92 L72 92 L72 22 L28 22 L28 92 L14 92 Z" fill="${accent}" ${stroke}/>
     <rect x="42" y="22" width="16" height="26" fill="${F}" ${stroke}/><rect x="36" y="48" width="28" height="8" fill="${F}" ${stroke}/>
     <rect x="28" y="72" width="44" height="10" fill="${F}" ${stroke}/><circle cx="78" cy="30" r="5" fill="${F}" ${stroke}/>`,
  compressor: ({ accent }: Ink) =>
    `<rect x="8" y="46" width="84" height="32" rx="16" fill="${accent}" ${stroke}/><rect x="24" y="22" width="30" height="24" rx="3" fill="${F}" ${stroke}/>
     <circle cx="68" cy="34" r="10" fill="${F}" ${stroke}/><line x1="68" y1="34" x2="72" y2="28" ${stroke}/>
     <circle cx="22" cy="84" r="7" fill="${F}" ${stroke}/><circle cx="78" cy="84" r="7" fill="${F}" ${stroke}/>`,
} satisfies Record<string, (ink: Ink) => string>;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The name as a picture shows it: no parenthesised pack sizes, in at most two lines. */
export function shortNameLines(name: string, perLine = 24): string[] {
  const words = name.replace(/\s*\(.*?\)\s*/g, ' ').trim().split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1];
    if (!current) lines[lines.length - 1] = word;
    else if (`${current} ${word}`.length <= perLine) lines[lines.length - 1] = `${current} ${word}`;
    else if (lines.length < 2) lines.push(word);
    else {
      lines[1] = `${lines[1]}…`;
      break;
    }
  }
  return lines.map((line) => (line.length > perLine + 1 ? `${line.slice(0, perLine)}…` : line));
}

export interface DrawingInput {
  name: string;
  brand: string;
  shape: Shape;
  /** The main category's colour. */
  color: string;
  /** A second picture of the same product: mirrored, on a lighter background. */
  alternate?: boolean;
}

/** A 1200×1200 SVG of the product. */
export function drawProductSvg({ name, brand, shape, color, alternate = false }: DrawingInput): string {
  const lines = shortNameLines(name);
  const text = lines
    .map((line, i) => `<text x="600" y="${lines.length === 1 ? 1010 : 975 + i * 76}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const placement = alternate ? 'translate(920,150) scale(-6.4,6.4)' : 'translate(280,150) scale(6.4)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${alternate ? 0.7 : 1}"/><stop offset="1" stop-color="#0b1220"/></linearGradient>
<pattern id="grid" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M60 0 L0 0 0 60" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2"/></pattern></defs>
<rect width="1200" height="1200" fill="#0b1220"/><rect width="1200" height="1200" fill="url(#bg)"/><rect width="1200" height="1200" fill="url(#grid)"/>
<circle cx="600" cy="470" r="400" fill="#ffffff" fill-opacity="0.09"/>
<g transform="${placement}">${shapes[shape]({ accent: color })}</g>
<text x="70" y="110" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#ffffff" fill-opacity="0.85" letter-spacing="4">${escapeXml(brand.toLocaleUpperCase('tr-TR'))}</text>
<g font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">${text}</g>
</svg>`;
}

/**
 * The two WebP sizes of lib/images.ts (list 400×400, detail 1200×1200), each rendered straight
 * from the drawing: a vector drawn at 400 px is sharper than one shrunk from 1200 px.
 */
export async function renderProductImage(svg: string) {
  const [list, detail] = await Promise.all(productImageSizes.map(({ density }) => drawSvg(svg, productImageEncoding, density)));
  return { list, detail };
}

export const productImageEncoding = { format: 'webp', quality: 82, effort: 1 } as const;
/** The SVG is 1200 px at 72 dpi: 24 draws it at 400 px. */
export const productImageSizes = [
  { name: 'list', density: 24 },
  { name: 'detail', density: 72 },
] as const;
