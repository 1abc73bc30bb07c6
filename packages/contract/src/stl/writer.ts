/** The STL writers, the reader's counterpart (reader.ts): demo models, previews and test files. */

/** A binary STL of these triangles (nine floats each), with normals computed. */
export function writeBinaryStl(positions: Float32Array, header = 'pazaryeri'): Uint8Array {
  const count = positions.length / 9;
  const bytes = new Uint8Array(84 + 50 * count);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < Math.min(80, header.length); i += 1) bytes[i] = header.charCodeAt(i) & 0x7f;
  view.setUint32(80, count, true);
  for (let t = 0; t < count; t += 1) {
    const o = t * 9;
    const normal = triangleNormal(positions, o);
    const at = 84 + t * 50;
    for (let k = 0; k < 3; k += 1) view.setFloat32(at + k * 4, normal[k], true);
    for (let k = 0; k < 9; k += 1) view.setFloat32(at + 12 + k * 4, positions[o + k], true);
  }
  return bytes;
}

/** The same triangles as ASCII STL. */
export function writeAsciiStl(positions: Float32Array, name = 'model'): string {
  const lines = [`solid ${name}`];
  for (let o = 0; o < positions.length; o += 9) {
    const n = triangleNormal(positions, o);
    lines.push(`  facet normal ${n[0]} ${n[1]} ${n[2]}`, '    outer loop');
    for (let k = 0; k < 9; k += 3) lines.push(`      vertex ${positions[o + k]} ${positions[o + k + 1]} ${positions[o + k + 2]}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`, '');
  return lines.join('\n');
}

export function triangleNormal(p: ArrayLike<number>, o: number): [number, number, number] {
  const ux = p[o + 3] - p[o], uy = p[o + 4] - p[o + 1], uz = p[o + 5] - p[o + 2];
  const vx = p[o + 6] - p[o], vy = p[o + 7] - p[o + 1], vz = p[o + 8] - p[o + 2];
  const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz) || 1;
  return [nx / length, ny / length, nz / length];
}
