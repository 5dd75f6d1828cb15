import {
  AmbientLight,
  BufferGeometry,
  Color,
  DirectionalLight,
  HemisphereLight,
  Line,
  LineBasicMaterial,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Raycaster,
  Scene,
  Sprite,
  SpriteMaterial,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { ColorScheme } from '../shared/bridge-client';
import { CANVAS_FONT, paintedTexture, wrapText } from '../shared/canvas-text';
import { createLookControls } from './look-controls';
import { buildOffice } from './office-room';
import type { SpotKey } from './spots';

export interface OfficeScene {
  canvas: HTMLCanvasElement;
  turnTowards: (key: SpotKey) => void;
  /** A floating mark over a reported spot: a tick for a problem, a cross for a false alarm. */
  mark: (key: SpotKey, isProblem: boolean) => void;
  /** What the in-headset panel says (the page's panel is not visible in VR). */
  setHeadsetText: (text: string, isRtl: boolean) => void;
  /** Starts an immersive VR session (the caller checked that one is supported). */
  enterVr: () => Promise<void>;
  exitVr: () => void;
  isInVr: () => boolean;
}

interface OfficeSceneOptions {
  colorScheme: ColorScheme;
  label: string;
  onAim: (key: SpotKey | null) => void;
  onPick: (key: SpotKey) => void;
  onVrChange: (isInVr: boolean) => void;
}

const EYE_HEIGHT = 1.6;

/** The office in 3D: looking round, aiming at the centre of the view, picking, and WebXR. */
export function createOfficeScene(stage: HTMLElement, options: OfficeSceneOptions): OfficeScene {
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.xr.enabled = true;
  const canvas = renderer.domElement;
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-label', options.label);
  stage.append(canvas);

  const isDark = options.colorScheme === 'dark';
  const scene = new Scene();
  scene.background = new Color(isDark ? '#1b2128' : '#dde3e8');
  scene.add(new HemisphereLight('#ffffff', '#6b7280', isDark ? 1.3 : 2.0));
  scene.add(new AmbientLight('#ffffff', isDark ? 0.35 : 0.6));
  const sun = new DirectionalLight(isDark ? '#ffd8a8' : '#ffffff', isDark ? 0.9 : 1.4);
  sun.position.set(2, 3, 1);
  scene.add(sun);
  const spots = buildOffice(scene, options.colorScheme);
  const hitboxes = spots.map((spot) => spot.hitbox);

  const camera = new PerspectiveCamera(70, 1, 0.05, 40);
  camera.position.set(0, EYE_HEIGHT, 0);
  scene.add(camera);
  const headsetPanel = createHeadsetPanel(camera);

  const raycaster = new Raycaster();
  const spotHit = (): SpotKey | null => {
    const hit = raycaster.intersectObjects(hitboxes, false)[0];
    return (hit?.object.name as SpotKey | undefined) ?? null;
  };
  const pickAt = (clientX: number, clientY: number) => {
    const rect = canvas.getBoundingClientRect();
    const point = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    raycaster.setFromCamera(point, camera);
    const key = spotHit();
    if (key) options.onPick(key);
  };
  const look = createLookControls(canvas, camera, pickAt);

  let aimed: SpotKey | null = null;
  canvas.addEventListener('keydown', (event) => {
    if ((event.key === 'Enter' || event.key === ' ') && aimed) {
      event.preventDefault();
      options.onPick(aimed);
    }
  });

  // In a headset, each controller points a ray; its trigger (select) reports what it hits.
  const rotation = new Matrix4();
  for (const index of [0, 1]) {
    const controller = renderer.xr.getController(index);
    const ray = new Line(
      new BufferGeometry().setFromPoints([new Vector3(0, 0, 0), new Vector3(0, 0, -5)]),
      new LineBasicMaterial({ color: '#3fb6be' }),
    );
    controller.add(ray);
    scene.add(controller);
    controller.addEventListener('select', () => {
      rotation.identity().extractRotation(controller.matrixWorld);
      raycaster.ray.origin.setFromMatrixPosition(controller.matrixWorld);
      raycaster.ray.direction.set(0, 0, -1).applyMatrix4(rotation);
      const key = spotHit();
      if (key) options.onPick(key);
    });
  }
  renderer.xr.addEventListener('sessionstart', () => {
    headsetPanel.visible = true;
    options.onVrChange(true);
  });
  renderer.xr.addEventListener('sessionend', () => {
    headsetPanel.visible = false;
    camera.position.set(0, EYE_HEIGHT, 0);
    options.onVrChange(false);
  });

  const resize = () => {
    if (renderer.xr.isPresenting) return;
    const width = Math.max(stage.clientWidth, 1);
    const height = Math.max(stage.clientHeight, 1);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // A tall, narrow view (a phone) widens its field of view a little to show the desk.
    camera.fov = camera.aspect < 1 ? 85 : 70;
    camera.updateProjectionMatrix();
  };
  new ResizeObserver(resize).observe(stage);
  resize();

  const center = new Vector2(0, 0);
  let lastFrame = 0;
  renderer.setAnimationLoop((time) => {
    const isInVr = renderer.xr.isPresenting;
    // A headset needs every frame; a page is fine at about 30.
    if (!isInVr && time - lastFrame < 32) return;
    lastFrame = time;
    if (!isInVr) {
      look.update();
      raycaster.setFromCamera(center, camera);
      const now = spotHit();
      if (now !== aimed) {
        aimed = now;
        options.onAim(aimed);
      }
    }
    renderer.render(scene, camera);
  });

  return {
    canvas,
    turnTowards(key) {
      const spot = spots.find((candidate) => candidate.key === key);
      if (spot) look.turnTowards(spot.anchor);
    },
    mark(key, isProblem) {
      const spot = spots.find((candidate) => candidate.key === key);
      if (!spot) return;
      const marker = createMarker(isProblem);
      marker.position.copy(spot.anchor).add(new Vector3(0, 0.3, 0));
      scene.add(marker);
    },
    setHeadsetText: headsetPanel.setText,
    async enterVr() {
      if (!navigator.xr) return;
      const session = await navigator.xr.requestSession('immersive-vr', {
        optionalFeatures: ['local-floor'],
      });
      await renderer.xr.setSession(session);
    },
    exitVr() {
      void renderer.xr.getSession()?.end();
    },
    isInVr: () => renderer.xr.isPresenting,
  };
}

function createMarker(isProblem: boolean): Sprite {
  const { context, texture } = paintedTexture(128, 128);
  context.fillStyle = isProblem ? '#2b8a3e' : '#868e96';
  context.beginPath();
  context.arc(64, 64, 58, 0, Math.PI * 2);
  context.fill();
  context.strokeStyle = '#ffffff';
  context.lineWidth = 8;
  context.stroke();
  context.fillStyle = '#ffffff';
  context.font = `700 72px ${CANVAS_FONT}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(isProblem ? '✓' : '✗', 64, 70);
  texture.needsUpdate = true;
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthTest: false }));
  sprite.scale.setScalar(0.2);
  sprite.renderOrder = 10;
  return sprite;
}

function createHeadsetPanel(camera: PerspectiveCamera) {
  const { context, texture } = paintedTexture(1024, 256);
  const panel = new Mesh(
    new PlaneGeometry(1.0, 0.25),
    new MeshBasicMaterial({ map: texture, transparent: true, depthTest: false }),
  );
  panel.position.set(0, -0.45, -1.4);
  panel.renderOrder = 20;
  panel.visible = false;
  camera.add(panel);
  const setText = (text: string, isRtl: boolean) => {
    context.clearRect(0, 0, 1024, 256);
    context.fillStyle = 'rgba(16, 22, 28, 0.85)';
    context.beginPath();
    context.roundRect(0, 0, 1024, 256, 32);
    context.fill();
    context.fillStyle = '#ffffff';
    context.font = `500 40px ${CANVAS_FONT}`;
    context.direction = isRtl ? 'rtl' : 'ltr';
    context.textAlign = 'center';
    wrapText(context, text, 940)
      .slice(0, 4)
      .forEach((line, index) => {
        context.fillText(line, 512, 64 + index * 52);
      });
    texture.needsUpdate = true;
  };
  return Object.assign(panel, { setText });
}
