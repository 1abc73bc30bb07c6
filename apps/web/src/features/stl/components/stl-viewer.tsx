import { Box, Grid3x3, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { readStl } from '@pazaryeri/contract/stl/reader';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMm } from '../stl-format';

export interface StlViewerProps {
  /** A binary or ASCII STL to fetch (the model's public preview). */
  url?: string;
  /** Or the triangles themselves (nine floats each), e.g. a file parsed in the browser before upload. */
  positions?: Float32Array;
  className?: string;
}

/**
 * The interactive 3D view (three.js, loaded only with this module): orbit by dragging, zoom with
 * the wheel or a pinch, reset, wireframe, a millimetre grid under the model and its bounding box
 * with the dimensions. STL's Z is up; three.js's Y is, so the model is turned to stand.
 */
export default function StlViewer({ url, positions, className }: StlViewerProps) {
  const host = useRef<HTMLDivElement>(null);
  const controls = useRef<{ reset: () => void; wireframe: (on: boolean) => void } | null>(null);
  const [wireframe, setWireframe] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [info, setInfo] = useState<{ size: [number, number, number]; grid: number } | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    element.appendChild(renderer.domElement);
    renderer.domElement.setAttribute('aria-label', '3D model görünümü');
    const scene = new THREE.Scene();
    const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 100_000);
    const orbit = new OrbitControls(camera, renderer.domElement);
    orbit.enableDamping = true;
    scene.add(new THREE.HemisphereLight(0xffffff, 0x94a3b8, 1.6));
    const key = new THREE.DirectionalLight(0xffffff, 1.8);
    key.position.set(1, 2, 1.5);
    scene.add(key);

    const resize = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      renderer.setSize(width, height, false);
      renderer.domElement.style.width = '100%';
      renderer.domElement.style.height = '100%';
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(element);
    resize();

    let frame = 0;
    const loop = () => {
      frame = requestAnimationFrame(loop);
      orbit.update();
      renderer.render(scene, camera);
    };

    async function load() {
      let triangles = positions;
      if (!triangles && url) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(String(response.status));
        triangles = readStl(new Uint8Array(await response.arrayBuffer())).positions;
      }
      if (!triangles || disposed) return;
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.BufferAttribute(triangles, 3));
      geometry.rotateX(-Math.PI / 2); // Z up → Y up
      geometry.computeBoundingBox();
      const bounds = geometry.boundingBox!;
      const center = bounds.getCenter(new THREE.Vector3());
      geometry.translate(-center.x, -bounds.min.y, -center.z); // on the grid, centred
      geometry.computeVertexNormals();
      geometry.computeBoundingBox();
      const box = geometry.boundingBox!;
      const size = box.getSize(new THREE.Vector3());
      const material = new THREE.MeshStandardMaterial({ color: 0x2563eb, metalness: 0.1, roughness: 0.55, flatShading: true });
      const mesh = new THREE.Mesh(geometry, material);
      scene.add(mesh);
      scene.add(new THREE.Box3Helper(box, 0xf59e0b));
      // A grid in millimetres: 10 mm squares for small parts, 50 mm past 300 mm, covering the footprint.
      const largest = Math.max(size.x, size.z);
      const cell = largest > 300 ? 50 : largest > 60 ? 10 : 5;
      const span = Math.ceil((largest * 1.6) / cell / 2) * 2 * cell;
      const grid = new THREE.GridHelper(span, span / cell, 0x64748b, 0xcbd5e1);
      scene.add(grid);
      const radius = Math.max(size.x, size.y, size.z);
      const home = () => {
        camera.position.set(radius * 1.3, radius * 1.1, radius * 1.6);
        orbit.target.set(0, size.y / 2, 0);
        orbit.update();
      };
      home();
      controls.current = { reset: home, wireframe: (on) => void (material.wireframe = on) };
      // Width (X), depth (STL Y), height (STL Z), as the facts say them.
      setInfo({ size: [size.x, size.z, size.y], grid: cell });
      setState('ready');
      loop();
    }
    load().catch(() => !disposed && setState('error'));

    return () => {
      disposed = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      orbit.dispose();
      scene.traverse((object) => {
        if (object instanceof THREE.Mesh) {
          object.geometry.dispose();
          (object.material as THREE.Material).dispose();
        }
      });
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [url, positions]);

  return (
    <div className={className}>
      <div ref={host} data-testid="stl-viewer" data-state={state} className="relative aspect-square w-full touch-none overflow-hidden rounded-2xl bg-gradient-to-b from-slate-50 to-slate-200 sm:aspect-[4/3]">
        {state === 'loading' && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="3D model yükleniyor" />
          </div>
        )}
        {state === 'error' && <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-600">3D görünüm yüklenemedi.</p>}
        {info && (
          <p className="pointer-events-none absolute bottom-2 left-2 rounded-lg bg-white/85 px-2 py-1 text-xs font-medium text-slate-700 shadow-sm">
            {formatMm(info.size)} · ızgara {info.grid} mm
          </p>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => controls.current?.reset()} disabled={state !== 'ready'}>
          <RotateCcw aria-hidden className="size-4" />
          Görünümü sıfırla
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={wireframe}
          onClick={() => {
            controls.current?.wireframe(!wireframe);
            setWireframe(!wireframe);
          }}
          disabled={state !== 'ready'}
        >
          {wireframe ? <Box aria-hidden className="size-4" /> : <Grid3x3 aria-hidden className="size-4" />}
          {wireframe ? 'Katı görünüm' : 'Tel kafes'}
        </Button>
        <span className="self-center text-xs text-slate-500">Sürükleyerek döndürün, tekerlek ya da iki parmakla yakınlaştırın.</span>
      </div>
    </div>
  );
}
