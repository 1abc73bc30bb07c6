/** Tiny but valid technical files built in code (a drawing, a cut outline, models), for tests and the demo. */

/** A one-page PDF drawing: a frame, the part's outline with two holes, and a title, with a correct cross-reference table. */
export function samplePdf(title = 'Teknik resim') {
  // Helvetica's standard encoding has no Turkish letters: 'Dişli çizimi' is written 'Disli cizimi'.
  const text = title
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[()\\]/g, '');
  const drawing = `0.5 w 20 20 555 380 re S 1.5 w 120 120 m 420 120 l 420 200 l 300 200 l 300 300 l 120 300 h S 0.8 w 170 170 15 15 re S 360 150 15 15 re S BT /F1 14 Tf 40 370 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An ASCII DXF of a 200×100 mm plate with four holes: lines and circles in ENTITIES. */
export function sampleDxf() {
  const line = (x1: number, y1: number, x2: number, y2: number) => ['0', 'LINE', '8', 'KESIM', '10', x1, '20', y1, '11', x2, '21', y2];
  const circle = (x: number, y: number) => ['0', 'CIRCLE', '8', 'KESIM', '10', x, '20', y, '40', 4];
  const entities = [line(0, 0, 200, 0), line(200, 0, 200, 100), line(200, 100, 0, 100), line(0, 100, 0, 0), circle(15, 15), circle(185, 15), circle(185, 85), circle(15, 85)].flat();
  return Buffer.from([' 0', 'SECTION', '2', 'ENTITIES', ...entities, '0', 'ENDSEC', '0', 'EOF', ''].join('\n'), 'latin1');
}

/** The start of a DWG (AutoCAD 2018, "AC1032"): recognised by its version magic. */
export const sampleDwg = () => Buffer.concat([Buffer.from('AC1032', 'latin1'), Buffer.alloc(122)]);

export function sampleStep(name = 'braket') {
  return Buffer.from(
    [
      'ISO-10303-21;',
      'HEADER;',
      `FILE_DESCRIPTION(('${name}'),'2;1');`,
      `FILE_NAME('${name}.step','2026-01-01T00:00:00',(''),(''),'','','');`,
      "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
      'ENDSEC;',
      'DATA;',
      "#1=CARTESIAN_POINT('',(0.,0.,0.));",
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** IGES: 80-column lines, the section letter in column 73 and the line number after it. */
export function sampleIges() {
  const card = (text: string, section: string, index: number) => `${text.padEnd(72)}${section}${String(index).padStart(7)}`;
  return Buffer.from(
    [card('Pazaryeri ornek IGES dosyasi', 'S', 1), card('1H,,1H;,6Hbraket,10Hbraket.igs;', 'G', 1), card('', 'D', 1), card('', 'P', 1), card('S      1G      1D      1P      1', 'T', 1), ''].join('\n'),
    'latin1',
  );
}

/** A binary STL box of `x`×`y`×`z` mm: 12 triangles, 84 + 12×50 bytes. */
export function sampleStl(x = 40, y = 30, z = 20) {
  const corners = [
    [0, 0, 0], [x, 0, 0], [x, y, 0], [0, y, 0],
    [0, 0, z], [x, 0, z], [x, y, z], [0, y, z],
  ];
  const faces = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]];
  const data = Buffer.alloc(84 + faces.length * 50);
  data.write('Pazaryeri ornek STL', 0, 'latin1');
  data.writeUInt32LE(faces.length, 80);
  faces.forEach((face, index) => {
    const offset = 84 + index * 50 + 12;
    face.forEach((corner, vertex) => corners[corner].forEach((value, axis) => data.writeFloatLE(value, offset + vertex * 12 + axis * 4)));
  });
  return data;
}

/** An ASCII STL with one triangle. */
export const sampleAsciiStl = () =>
  Buffer.from('solid parca\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 10 0 0\n   vertex 0 10 0\n  endloop\n endfacet\nendsolid parca\n', 'latin1');
