import { readStl, StlError } from '@pazaryeri/contract/stl/reader';
import { writeAsciiStl, writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { box, demoMeshes, openBox, tetrahedron } from './stl-meshes';
import { renderThumbnail } from './stl-render';

const refusal = (bytes: Uint8Array) => {
  try {
    readStl(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(StlError);
    return (error as StlError).reason;
  }
  throw new Error('the file was accepted');
};

describe('STL reader', () => {
  it('reads a 10 mm cube: 12 triangles, 1 cm³, 600 mm², watertight, 10×10×10 mm', () => {
    const { facts } = readStl(writeBinaryStl(box(10, 10, 10)));
    expect(facts).toMatchObject({ format: 'binary', triangles: 12, size: [10, 10, 10], areaMm2: 600, volumeCm3: 1, watertight: true });
    // walls 600 mm² × 0.8 mm = 0.48 cm³ solid, the other 0.52 cm³ at 20 %: 1.24 × (0.48 + 0.104) g.
    expect(facts.grams).toBeCloseTo(1.24 * (0.48 + 0.2 * 0.52), 2);
  });

  it('finds an open box (no bottom) not watertight', () => {
    const { facts } = readStl(writeBinaryStl(openBox(10)));
    expect(facts.triangles).toBe(10);
    expect(facts.watertight).toBe(false);
    expect(facts.areaMm2).toBe(500);
  });

  it('gives the binary and the ASCII file of one solid the same facts', () => {
    const solid = demoMeshes.gear();
    const binary = readStl(writeBinaryStl(solid)).facts;
    const ascii = readStl(new TextEncoder().encode(writeAsciiStl(solid, 'gear'))).facts;
    expect(ascii.format).toBe('ascii');
    expect({ ...ascii, format: 'binary' }).toEqual(binary);
    expect(binary.watertight).toBe(true);
  });

  it('computes a tetrahedron by hand: corners on the axes at 30, 20, 12 mm → 30·20·12/6 = 1200 mm³', () => {
    const { facts } = readStl(writeBinaryStl(tetrahedron(30, 20, 12)));
    expect(facts.triangles).toBe(4);
    expect(facts.volumeCm3).toBeCloseTo(1.2, 6);
    // Three right triangles (300, 180, 120 mm²) and the slanted face: |(−30,20,0)×(−30,0,12)|/2 = √(240²+360²+600²)/2.
    expect(facts.areaMm2).toBeCloseTo(300 + 180 + 120 + Math.sqrt(240 ** 2 + 360 ** 2 + 600 ** 2) / 2, 2);
    expect(facts.watertight).toBe(true);
  });

  it('takes the volume as absolute: a mesh wound inside out still has 1 cm³', () => {
    const cube = box(10, 10, 10);
    for (let t = 0; t < cube.length; t += 9) {
      for (let k = 0; k < 3; k += 1) [cube[t + 3 + k], cube[t + 6 + k]] = [cube[t + 6 + k], cube[t + 3 + k]];
    }
    expect(readStl(writeBinaryStl(cube)).facts.volumeCm3).toBe(1);
  });

  it('reads a binary file whose header begins with "solid" as binary (the size decides)', () => {
    const bytes = writeBinaryStl(box(10, 10, 10), 'solid cube exported by a CAD program');
    expect(readStl(bytes).facts).toMatchObject({ format: 'binary', triangles: 12 });
  });

  it('refuses hostile and broken files with a reason', () => {
    const cube = writeBinaryStl(box(10, 10, 10));
    expect(refusal(new Uint8Array(0))).toBe('empty');
    expect(refusal(cube.subarray(0, cube.length - 20))).toBe('truncated');
    const huge = cube.slice(0, 84 + 50);
    new DataView(huge.buffer).setUint32(80, 4_000_000_000, true);
    expect(refusal(huge)).toBe('truncated');
    const nan = cube.slice();
    new DataView(nan.buffer).setFloat32(84 + 12, Number.NaN, true);
    expect(refusal(nan)).toBe('notFinite');
    const infinite = cube.slice();
    new DataView(infinite.buffer).setFloat32(84 + 50 + 16, Number.POSITIVE_INFINITY, true);
    expect(refusal(infinite)).toBe('notFinite');
    expect(refusal(new TextEncoder().encode('solid x\n facet normal 0 0 1\n outer loop\n vertex 0 0 0\n vertex hello 0 0\n'))).toBe('asciiNumber');
    expect(refusal(new TextEncoder().encode('solid x\n facet normal 0 0 1\n garbage here\n'))).toBe('asciiUnexpected');
    expect(refusal(new TextEncoder().encode('solid x\n facet normal 0 0 1\n outer loop\n vertex 0 0 0\n'))).toBe('asciiEnd');
    expect(refusal(new TextEncoder().encode('solid empty\nendsolid empty\n'))).toBe('noTriangles');
    expect(refusal(new TextEncoder().encode('Merhaba, bu bir metin dosyası.'))).toBe('notStl');
  });

  it('refuses a PNG renamed .stl', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(refusal(png)).toBe('image');
  });

  it('says what went wrong in Turkish', () => {
    const cube = writeBinaryStl(box(10, 10, 10));
    expect(() => readStl(cube.subarray(0, 84 + 50 * 5))).toThrow('başlığı 12 üçgen bildiriyor ama dosyada yalnızca 5 üçgenlik veri var');
  });

  it('renders a thumbnail with the model drawn in the middle and a transparent border', () => {
    const pixels = renderThumbnail(demoMeshes.calibrationCube(), { size: 100 });
    const alpha = (x: number, y: number) => pixels[(y * 100 + x) * 4 + 3];
    expect(alpha(50, 50)).toBe(255);
    expect(alpha(1, 1)).toBe(0);
    // Three visible faces of a cube, lit differently: at least three shades.
    const shades = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i + 3]) shades.add(pixels[i + 2]);
    expect(shades.size).toBeGreaterThanOrEqual(3);
  });

  it('builds every demo model as a closed mesh', () => {
    for (const [name, make] of Object.entries(demoMeshes)) {
      const { facts } = readStl(writeBinaryStl(make()));
      expect({ name, watertight: facts.watertight }).toEqual({ name, watertight: true });
      expect(facts.volumeCm3).toBeGreaterThan(0);
    }
  });
});
