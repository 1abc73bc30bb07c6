import type { DigitalFileKind } from './catalogue-products';

/**
 * Small but real downloadable files for the demo's digital products and 3D models, of kinds a
 * seller may upload: an STL a slicer opens, a STEP part, a DXF drawing, a one-page PDF.
 */
export function buildDigitalFile(kind: DigitalFileKind, title: string): Buffer {
  const ascii = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ı/g, 'i').replace(/[^\x20-\x7e]/g, '');
  switch (kind) {
    case 'stl':
      return Buffer.from(hexPrismStl(ascii));
    case 'step':
      return Buffer.from(stepFile(ascii));
    case 'dxf':
      return Buffer.from(dxf(ascii));
    case 'pdf':
      return Buffer.from(onePagePdf(ascii));
  }
}

/** A hexagonal prism (a nut blank) 20 mm across and 8 mm high, as ASCII STL. */
function hexPrismStl(name: string): string {
  const r = 10;
  const h = 8;
  const ring = Array.from({ length: 6 }, (_, i) => [r * Math.cos((i * Math.PI) / 3), r * Math.sin((i * Math.PI) / 3)] as const);
  const facets: [number, number, number][][] = [];
  for (let i = 0; i < 6; i += 1) {
    const [ax, ay] = ring[i];
    const [bx, by] = ring[(i + 1) % 6];
    facets.push([[0, 0, h], [ax, ay, h], [bx, by, h]]);
    facets.push([[0, 0, 0], [bx, by, 0], [ax, ay, 0]]);
    facets.push([[ax, ay, 0], [bx, by, 0], [bx, by, h]]);
    facets.push([[ax, ay, 0], [bx, by, h], [ax, ay, h]]);
  }
  const fmt = (v: number) => v.toFixed(4);
  const body = facets
    .map(([a, b, c]) => {
      const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      const length = Math.hypot(n[0], n[1], n[2]) || 1;
      return [
        `  facet normal ${n.map((x) => fmt(x / length)).join(' ')}`,
        '    outer loop',
        ...[a, b, c].map((p) => `      vertex ${p.map(fmt).join(' ')}`),
        '    endloop',
        '  endfacet',
      ].join('\n');
    })
    .join('\n');
  const solid = name.replace(/\s+/g, '_');
  return `solid ${solid}\n${body}\nendsolid ${solid}\n`;
}

/** A STEP (ISO 10303-21) file: the outline of a 60×30 mm plate as a polyline. */
function stepFile(title: string): string {
  const points = [
    [0, 0],
    [60, 0],
    [60, 30],
    [0, 30],
    [0, 0],
  ];
  const entities = points.map(([x, y], i) => `#${i + 1}=CARTESIAN_POINT('',(${x}.,${y}.,0.));`);
  entities.push(`#${points.length + 1}=POLYLINE('${title.replace(/'/g, '')}',(${points.map((_, i) => `#${i + 1}`).join(',')}));`);
  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('${title.replace(/'/g, '')}'),'2;1');`,
    "FILE_NAME('model.step','2024-06-01T00:00:00',('Kuzey 3D Tasarim'),('Pazaryeri'),'','','');",
    "FILE_SCHEMA(('CONFIG_CONTROL_DESIGN'));",
    'ENDSEC;',
    'DATA;',
    ...entities,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}

function dxf(title: string): string {
  const line = (x1: number, y1: number, x2: number, y2: number) => `0\nLINE\n8\n0\n10\n${x1}\n20\n${y1}\n11\n${x2}\n21\n${y2}\n`;
  const circle = (x: number, y: number, r: number) => `0\nCIRCLE\n8\n0\n10\n${x}\n20\n${y}\n40\n${r}\n`;
  const text = `0\nTEXT\n8\n0\n10\n0\n20\n-10\n40\n3\n1\n${title}\n`;
  return `0\nSECTION\n2\nENTITIES\n${line(0, 0, 60, 0)}${line(60, 0, 60, 30)}${line(60, 30, 0, 30)}${line(0, 30, 0, 0)}${circle(30, 15, 8)}${text}0\nENDSEC\n0\nEOF\n`;
}

/** A valid one-page PDF (Helvetica, ASCII text) with a correct cross-reference table. */
function onePagePdf(title: string): string {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 20 Tf 72 760 Td (${escape(title)}) Tj 0 -28 Td /F1 12 Tf (Pazaryeri demo dijital urun - Kuzey 3D Tasarim) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
