/**
 * A small software rasteriser for model thumbnails: an isometric-ish orthographic view (turned
 * 45° about the up axis, tilted 30° down), fitted to the mesh's projected extent, a z-buffer,
 * and flat shading with a key light and some ambient light. Writes RGBA pixels (the background is
 * transparent) that sharp encodes to WebP. Runs in the STL worker beside the reader.
 */

export interface RenderOptions {
  size: number;
  /** The model's colour, 0–255. */
  color?: [number, number, number];
  /** Empty border around the model, as a share of the image. */
  margin?: number;
}

export function renderThumbnail(positions: Float32Array, options: RenderOptions): Uint8Array {
  const size = options.size;
  const [red, green, blue] = options.color ?? [37, 99, 235];
  const margin = options.margin ?? 0.08;
  const pixels = new Uint8Array(size * size * 4);
  const depth = new Float32Array(size * size).fill(Number.POSITIVE_INFINITY);

  // View: yaw 45° about Z (STL's up axis), then pitch so we look down on the model.
  const yaw = Math.PI / 4;
  const pitch = (Math.PI / 180) * 30;
  const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
  const count = positions.length / 3;
  const screen = new Float32Array(count * 3);
  let minU = Infinity, maxU = -Infinity, minV = Infinity, maxV = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const x = positions[i * 3], y = positions[i * 3 + 1], z = positions[i * 3 + 2];
    // Camera looks from (+x, −y, +z) towards the model: u to the right, v up, w towards the camera.
    const u = cy * x + sy * y;
    const forward = -sy * x + cy * y;
    const v = cp * z + sp * forward;
    const w = -sp * z + cp * forward; // larger w = farther away
    screen[i * 3] = u;
    screen[i * 3 + 1] = v;
    screen[i * 3 + 2] = w;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  const span = Math.max(maxU - minU, maxV - minV) || 1;
  const scale = (size * (1 - 2 * margin)) / span;
  const offsetU = (size - (maxU - minU) * scale) / 2;
  const offsetV = (size - (maxV - minV) * scale) / 2;
  for (let i = 0; i < count; i += 1) {
    screen[i * 3] = offsetU + (screen[i * 3] - minU) * scale;
    screen[i * 3 + 1] = size - (offsetV + (screen[i * 3 + 1] - minV) * scale);
  }

  // Light from the upper left, slightly in front; in view space.
  const light = normalize([-0.45, 0.75, -0.5]);
  const triangles = count / 3;
  for (let t = 0; t < triangles; t += 1) {
    const a = t * 9;
    const x0 = screen[a], y0 = screen[a + 1], z0 = screen[a + 2];
    const x1 = screen[a + 3], y1 = screen[a + 4], z1 = screen[a + 5];
    const x2 = screen[a + 6], y2 = screen[a + 7], z2 = screen[a + 8];
    // Normal in view space (screen y points down, so flip it back).
    const ux = x1 - x0, uy = -(y1 - y0), uz = z1 - z0;
    const vx = x2 - x0, vy = -(y2 - y0), vz = z2 - z0;
    let nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz);
    if (length === 0) continue;
    nx /= length;
    ny /= length;
    nz /= length;
    if (nz > 0) {
      // Facing away (w grows away from the camera): light the side we see.
      nx = -nx;
      ny = -ny;
      nz = -nz;
    }
    const diffuse = Math.max(0, nx * light[0] + ny * light[1] + nz * light[2]);
    const shade = 0.32 + 0.68 * diffuse;
    const r = Math.min(255, Math.round(red * shade + 40 * diffuse * diffuse));
    const g = Math.min(255, Math.round(green * shade + 40 * diffuse * diffuse));
    const b = Math.min(255, Math.round(blue * shade + 40 * diffuse * diffuse));

    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (area === 0) continue;
    const left = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const right = Math.min(size - 1, Math.ceil(Math.max(x0, x1, x2)));
    const top = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const bottom = Math.min(size - 1, Math.ceil(Math.max(y0, y1, y2)));
    for (let py = top; py <= bottom; py += 1) {
      const sampleY = py + 0.5;
      for (let px = left; px <= right; px += 1) {
        const sampleX = px + 0.5;
        let w0 = (x2 - x1) * (sampleY - y1) - (y2 - y1) * (sampleX - x1);
        let w1 = (x0 - x2) * (sampleY - y2) - (y0 - y2) * (sampleX - x2);
        let w2 = (x1 - x0) * (sampleY - y0) - (y1 - y0) * (sampleX - x0);
        if (area < 0) {
          w0 = -w0;
          w1 = -w1;
          w2 = -w2;
        }
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const total = Math.abs(area);
        const z = (w0 * z0 + w1 * z1 + w2 * z2) / total;
        const index = py * size + px;
        if (z >= depth[index]) continue;
        depth[index] = z;
        pixels[index * 4] = r;
        pixels[index * 4 + 1] = g;
        pixels[index * 4 + 2] = b;
        pixels[index * 4 + 3] = 255;
      }
    }
  }
  return pixels;
}

function normalize(vector: [number, number, number]): [number, number, number] {
  const length = Math.hypot(...vector);
  return [vector[0] / length, vector[1] / length, vector[2] / length];
}

/**
 * One mesh with the parts of a model in a row along X (a gap of a tenth of the largest part
 * between them), standing on the same floor and centred in depth: the thumbnail shows them all.
 */
export function arrangeSideBySide(parts: Float32Array[]): Float32Array {
  if (parts.length === 1) return parts[0];
  const boxes = parts.map((positions) => {
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < positions.length; i += 1) {
      const axis = i % 3;
      if (positions[i] < min[axis]) min[axis] = positions[i];
      if (positions[i] > max[axis]) max[axis] = positions[i];
    }
    return { min, max };
  });
  const gap = Math.max(1, ...boxes.map(({ min, max }) => Math.max(max[0] - min[0], max[1] - min[1]))) / 10;
  const out = new Float32Array(parts.reduce((sum, positions) => sum + positions.length, 0));
  let at = 0;
  let x = 0;
  parts.forEach((positions, index) => {
    const { min, max } = boxes[index];
    const shift = [x - min[0], -(min[1] + max[1]) / 2, -min[2]];
    for (let i = 0; i < positions.length; i += 1) out[at + i] = positions[i] + shift[i % 3];
    at += positions.length;
    x += max[0] - min[0] + gap;
  });
  return out;
}

/**
 * The mesh the public 3D viewer gets: corners snapped to a grid of `cells` steps across the
 * largest dimension (vertex clustering), triangles that collapse dropped. The shape reads clearly
 * in the viewer, but the file a buyer pays for (exact coordinates) is not handed out with it.
 */
export function previewMesh(positions: Float32Array, cells = 128): Float32Array {
  let minX = Infinity, minY = Infinity, minZ = Infinity, maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i], y = positions[i + 1], z = positions[i + 2];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  const step = Math.max(maxX - minX, maxY - minY, maxZ - minZ, 1e-6) / cells;
  const out = new Float32Array(positions.length);
  let kept = 0;
  const snap = (value: number, origin: number) => origin + Math.round((value - origin) / step) * step;
  for (let t = 0; t < positions.length; t += 9) {
    const c = [0, 3, 6].map((k) => [snap(positions[t + k], minX), snap(positions[t + k + 1], minY), snap(positions[t + k + 2], minZ)]);
    const same = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
    if (same(c[0], c[1]) || same(c[1], c[2]) || same(c[0], c[2])) continue;
    for (const corner of c) {
      out[kept++] = corner[0];
      out[kept++] = corner[1];
      out[kept++] = corner[2];
    }
  }
  return out.slice(0, kept);
}
