import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Raycaster,
  Scene,
  Vector2,
  WebGLRenderer,
} from 'three';
import type { ColorScheme } from '../shared/bridge-client';
import { CANVAS_FONT, paintedTexture } from '../shared/canvas-text';
import { prefersReducedMotion } from '../shared/dom';

export type EnvelopeState = 'unread' | 'right' | 'wrong';

export interface InboxScene {
  /** The monitor's 2D canvas: paint on it, then call `screenChanged`. */
  screen: CanvasRenderingContext2D;
  screenChanged: () => void;
  setCurrent: (index: number) => void;
  setEnvelope: (index: number, state: EnvelopeState) => void;
}

const SCENE_COLORS = {
  light: { background: '#dfe7ee', floor: '#c9d2da', desk: '#9c7651', frame: '#2b3036' },
  dark: { background: '#161d24', floor: '#1f272f', desk: '#6b4f35', frame: '#0d1014' },
};

interface Envelope {
  mesh: Mesh<PlaneGeometry, MeshStandardMaterial>;
  paint: (state: EnvelopeState) => void;
  baseX: number;
  baseY: number;
  baseZ: number;
}

/**
 * A desk with a monitor showing the open message, and the inbox's envelopes floating above
 * it; clicking an envelope opens its message. Drawing only: the game's state lives in main.ts.
 */
export function createInboxScene(
  stage: HTMLElement,
  options: {
    colorScheme: ColorScheme;
    count: number;
    /** Right to left: the first envelope on the right, as the inbox strip reads. */
    isRtl: boolean;
    label: string;
    onSelect: (index: number) => void;
  },
): InboxScene {
  const colors = SCENE_COLORS[options.colorScheme];
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.domElement.setAttribute('role', 'img');
  renderer.domElement.setAttribute('aria-label', options.label);
  stage.append(renderer.domElement);

  const scene = new Scene();
  scene.background = new Color(colors.background);
  const camera = new PerspectiveCamera(50, 1, 0.1, 50);
  scene.add(new HemisphereLight('#ffffff', '#8a8f96', 2.2));
  const sun = new DirectionalLight('#ffffff', 1.6);
  sun.position.set(2, 4, 3);
  scene.add(sun);

  const floor = new Mesh(new PlaneGeometry(20, 20), new MeshStandardMaterial({ color: colors.floor }));
  floor.rotation.x = -Math.PI / 2;
  scene.add(floor);
  const box = (size: [number, number, number], at: [number, number, number], color: string) => {
    const mesh = new Mesh(new BoxGeometry(...size), new MeshStandardMaterial({ color, roughness: 0.7 }));
    mesh.position.set(...at);
    scene.add(mesh);
    return mesh;
  };
  box([2.6, 0.06, 1.1], [0, 0.74, 0.1], colors.desk);
  for (const x of [-1.2, 1.2])
    for (const z of [-0.35, 0.55]) box([0.06, 0.72, 0.06], [x, 0.36, z], colors.frame);
  box([0.1, 0.36, 0.08], [0, 0.95, -0.24], colors.frame);
  box([0.42, 0.02, 0.24], [0, 0.78, -0.24], colors.frame);
  box([1.34, 0.84, 0.05], [0, 1.36, -0.24], colors.frame);
  box([0.72, 0.03, 0.22], [0, 0.785, 0.3], '#3d444c');
  const mug = new Mesh(
    new CylinderGeometry(0.06, 0.05, 0.14, 24),
    new MeshStandardMaterial({ color: '#e8590c' }),
  );
  mug.position.set(0.95, 0.84, 0.25);
  scene.add(mug);

  const monitor = paintedTexture(1024, 640);
  const screen = new Mesh(new PlaneGeometry(1.24, 0.775), new MeshBasicMaterial({ map: monitor.texture }));
  screen.position.set(0, 1.36, -0.212);
  scene.add(screen);

  const envelopes = Array.from({ length: options.count }, (_, index) =>
    createEnvelope(scene, index, options.count, options.isRtl),
  );
  let current = 0;
  const reducedMotion = prefersReducedMotion();

  const resize = () => {
    const width = Math.max(stage.clientWidth, 1);
    const height = Math.max(stage.clientHeight, 1);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // As close as the row of envelopes allows: narrow stages (phones) step back to fit it.
    const halfWidth = Math.tan((camera.fov * Math.PI) / 360) * camera.aspect;
    const distance = Math.max(2.0, 1.5 / halfWidth);
    camera.position.set(0, 1.55, -0.2 + distance);
    camera.lookAt(0, 1.5, -0.2);
    camera.updateProjectionMatrix();
  };
  new ResizeObserver(resize).observe(stage);
  resize();

  const raycaster = new Raycaster();
  const pointer = new Vector2();
  const envelopeAt = (event: MouseEvent) => {
    const rect = renderer.domElement.getBoundingClientRect();
    pointer.set(
      ((event.clientX - rect.left) / rect.width) * 2 - 1,
      -((event.clientY - rect.top) / rect.height) * 2 + 1,
    );
    raycaster.setFromCamera(pointer, camera);
    const hit = raycaster.intersectObjects(envelopes.map((envelope) => envelope.mesh))[0];
    return hit ? envelopes.findIndex((envelope) => envelope.mesh === hit.object) : -1;
  };
  renderer.domElement.addEventListener('pointermove', (event) => {
    renderer.domElement.style.cursor = envelopeAt(event) >= 0 ? 'pointer' : 'default';
  });
  renderer.domElement.addEventListener('click', (event) => {
    const index = envelopeAt(event);
    if (index >= 0) options.onSelect(index);
  });

  let lastFrame = 0;
  renderer.setAnimationLoop((time) => {
    // About 30 frames a second is plenty for floating cards, and spares laptops and phones.
    if (time - lastFrame < 32) return;
    lastFrame = time;
    const seconds = reducedMotion ? 0 : time / 1000;
    envelopes.forEach((envelope, index) => {
      const isCurrent = index === current;
      const target = isCurrent ? 1.2 : 1;
      const scale = envelope.mesh.scale.x + (target - envelope.mesh.scale.x) * 0.2;
      envelope.mesh.scale.setScalar(scale);
      envelope.mesh.position.set(
        envelope.baseX,
        envelope.baseY + Math.sin(seconds * 1.6 + index) * 0.03,
        envelope.baseZ + (isCurrent ? 0.15 : 0),
      );
      envelope.mesh.material.emissive.set(isCurrent ? '#3fb6be' : '#000000');
      envelope.mesh.material.emissiveIntensity = isCurrent ? 0.35 : 0;
    });
    renderer.render(scene, camera);
  });

  return {
    screen: monitor.context,
    screenChanged: () => {
      monitor.texture.needsUpdate = true;
    },
    setCurrent: (index) => {
      current = index;
    },
    setEnvelope: (index, state) => {
      envelopes[index]?.paint(state);
    },
  };
}

function createEnvelope(scene: Scene, index: number, count: number, isRtl: boolean): Envelope {
  const { context, texture } = paintedTexture(256, 176);
  const material = new MeshStandardMaterial({ map: texture, side: DoubleSide, roughness: 0.8 });
  const mesh = new Mesh(new PlaneGeometry(0.38, 0.26), material);
  const spread = (count > 1 ? index / (count - 1) - 0.5 : 0) * (isRtl ? -1 : 1);
  const baseX = spread * 2.0;
  const baseY = 2.06;
  const baseZ = -0.35 + 0.15 * (spread * 2) ** 2;
  mesh.position.set(baseX, baseY, baseZ);
  mesh.rotation.y = -spread * 0.5;
  scene.add(mesh);

  const paint = (state: EnvelopeState) => {
    context.fillStyle = state === 'unread' ? '#fff8e7' : state === 'right' ? '#d3f9d8' : '#ffe3e3';
    context.fillRect(0, 0, 256, 176);
    context.strokeStyle = '#b08d57';
    context.lineWidth = 6;
    context.strokeRect(3, 3, 250, 170);
    context.beginPath();
    context.moveTo(6, 6);
    context.lineTo(128, 100);
    context.lineTo(250, 6);
    context.stroke();
    context.fillStyle = state === 'unread' ? '#16787f' : state === 'right' ? '#2b8a3e' : '#c92a2a';
    context.beginPath();
    context.arc(128, 118, 34, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ffffff';
    context.font = `700 38px ${CANVAS_FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(state === 'unread' ? String(index + 1) : state === 'right' ? '✓' : '✗', 128, 120);
    texture.needsUpdate = true;
  };
  paint('unread');
  return { mesh, paint, baseX, baseY, baseZ };
}
