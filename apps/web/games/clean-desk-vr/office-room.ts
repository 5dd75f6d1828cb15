import {
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type Scene,
} from 'three';
import type { ColorScheme } from '../shared/bridge-client';
import { paintedTexture } from '../shared/canvas-text';
import type { SpotKey } from './spots';
import {
  paintBadge,
  paintLockedScreen,
  paintPrintout,
  paintSpreadsheet,
  paintStickyNote,
  paintUsbTag,
  paintWhiteboard,
} from './office-paintings';

/** A spot in the room: what the rays hit, and where its marker floats. */
export interface RoomSpot {
  key: SpotKey;
  hitbox: Mesh;
  anchor: Vector3;
}

type Triple = [number, number, number];
type Painter = (context: CanvasRenderingContext2D, width: number, height: number) => void;

const ROOM = {
  light: {
    wall: '#e6e9ec',
    accentWall: '#cfe3e5',
    floor: '#8f9aa5',
    ceiling: '#f5f6f7',
    wood: '#b08a5f',
    metal: '#5c636b',
    chair: '#2f3d4c',
  },
  dark: {
    wall: '#4a5058',
    accentWall: '#3b5257',
    floor: '#3a4047',
    ceiling: '#5b6168',
    wood: '#7b5e40',
    metal: '#3a3f45',
    chair: '#26313d',
  },
};

/**
 * An open-plan office built from boxes and painted canvases, round a player standing at the
 * origin: desks ahead and to the right, the printer and the door behind, a meeting table left.
 */
export function buildOffice(scene: Scene, scheme: ColorScheme): RoomSpot[] {
  const colors = ROOM[scheme];
  const hitboxes: Mesh[] = [];
  let parent: Object3D = scene;
  const add = <T extends Object3D>(object: T): T => {
    parent.add(object);
    return object;
  };
  /** Builds a group of things at `at`, turned by `turn`; positions inside are relative to it. */
  const cluster = (at: Triple, turn: number, build: () => void) => {
    const group = new Object3D();
    group.position.set(...at);
    group.rotation.y = turn;
    scene.add(group);
    parent = group;
    build();
    parent = scene;
  };
  const box = (size: Triple, at: Triple, color: string) => {
    const mesh = add(
      new Mesh(new BoxGeometry(...size), new MeshStandardMaterial({ color, roughness: 0.75 })),
    );
    mesh.position.set(...at);
    return mesh;
  };
  const painted = (size: [number, number], at: Triple, rotation: Triple, painter: Painter, pixels = 512) => {
    const [width, height] = size;
    const { canvas, context, texture } = paintedTexture(pixels, Math.round((pixels * height) / width));
    painter(context, canvas.width, canvas.height);
    texture.needsUpdate = true;
    const mesh = add(
      new Mesh(new PlaneGeometry(width, height), new MeshBasicMaterial({ map: texture, side: DoubleSide })),
    );
    mesh.position.set(...at);
    mesh.rotation.set(...rotation);
    return mesh;
  };
  // Rays hit a box a little larger than the thing, so small objects are easy to pick.
  const spot = (key: SpotKey, size: Triple, at: Triple) => {
    const hitbox = add(
      new Mesh(new BoxGeometry(...size), new MeshBasicMaterial({ colorWrite: false, depthWrite: false })),
    );
    hitbox.position.set(...at);
    hitbox.name = key;
    hitboxes.push(hitbox);
  };
  const desk = (at: Triple, size: [number, number]) => {
    const [x, y, z] = at;
    box([size[0], 0.05, size[1]], at, colors.wood);
    for (const dx of [-1, 1])
      for (const dz of [-1, 1])
        box(
          [0.05, y, 0.05],
          [x + (dx * (size[0] - 0.1)) / 2, y / 2, z + (dz * (size[1] - 0.1)) / 2],
          colors.metal,
        );
  };
  const chair = (at: Triple, turn: number) => {
    cluster(at, turn, () => {
      box([0.45, 0.06, 0.45], [0, 0.45, 0], colors.chair);
      box([0.45, 0.5, 0.06], [0, 0.73, 0.22], colors.chair);
      box([0.06, 0.42, 0.06], [0, 0.21, 0], colors.metal);
    });
  };
  const monitor = (painter: Painter) => {
    box([0.08, 0.3, 0.06], [0, 0.9, -0.02], colors.metal);
    box([0.74, 0.47, 0.04], [0, 1.13, -0.02], '#1d2228');
    painted([0.68, 0.41], [0, 1.13, 0.002], [0, 0, 0], painter);
  };

  // The room: 7 m wide, 6.4 m deep, 2.8 m high; the player stands in its middle.
  const wall = (size: [number, number], at: Triple, turn: number, color: string) => {
    const mesh = add(
      new Mesh(new PlaneGeometry(...size), new MeshStandardMaterial({ color, roughness: 0.95 })),
    );
    mesh.position.set(...at);
    mesh.rotation.y = turn;
  };
  wall([7, 2.8], [0, 1.4, -3.2], 0, colors.accentWall);
  wall([7, 2.8], [0, 1.4, 3.2], Math.PI, colors.wall);
  wall([6.4, 2.8], [-3.5, 1.4, 0], Math.PI / 2, colors.wall);
  wall([6.4, 2.8], [3.5, 1.4, 0], -Math.PI / 2, colors.wall);
  const floor = add(new Mesh(new PlaneGeometry(7, 6.4), new MeshStandardMaterial({ color: colors.floor })));
  floor.rotation.x = -Math.PI / 2;
  const ceiling = add(
    new Mesh(
      new PlaneGeometry(7, 6.4),
      new MeshStandardMaterial({ color: colors.ceiling, emissive: colors.ceiling, emissiveIntensity: 0.5 }),
    ),
  );
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.y = 2.8;
  for (const x of [-1.8, 1.8]) for (const z of [-1.6, 1.6]) box([1.2, 0.03, 0.3], [x, 2.78, z], '#fffbe8');

  // Ahead: a desk whose screen is locked, a password stuck to it, and a mug.
  cluster([0, 0, -1.75], 0, () => {
    desk([0, 0.74, 0], [1.6, 0.75]);
    monitor(paintLockedScreen);
    spot('locked-screen', [0.76, 0.5, 0.08], [0, 1.13, 0]);
    painted([0.13, 0.13], [0.29, 0.955, 0.006], [0, 0, -0.12], paintStickyNote, 256);
    spot('sticky-password', [0.24, 0.22, 0.1], [0.29, 0.955, 0.07]);
    box([0.55, 0.03, 0.18], [0, 0.78, 0.2], '#3d444c');
    const mug = add(
      new Mesh(new CylinderGeometry(0.05, 0.045, 0.12, 24), new MeshStandardMaterial({ color: '#e8590c' })),
    );
    mug.position.set(-0.55, 0.83, 0.15);
    spot('mug', [0.26, 0.26, 0.26], [-0.55, 0.85, 0.15]);
  });
  chair([0.75, 0, -1.15], 0.7);

  // Right: a desk left with its screen unlocked and payroll open, and a plant.
  cluster([2.3, 0, 0.3], -Math.PI / 2, () => {
    desk([0, 0.74, 0], [1.6, 0.75]);
    monitor(paintSpreadsheet);
    spot('unlocked-screen', [0.78, 0.5, 0.1], [0, 1.13, 0.02]);
  });
  chair([1.75, 0, 0.95], -Math.PI / 2 - 0.7);
  cluster([2.5, 0, -1.35], 0, () => {
    const pot = add(
      new Mesh(new CylinderGeometry(0.2, 0.16, 0.4, 20), new MeshStandardMaterial({ color: '#a0522d' })),
    );
    pot.position.set(0, 0.2, 0);
    for (const [dx, y, dz, radius] of [
      [0, 0.75, 0, 0.32],
      [0.12, 1.05, 0.05, 0.24],
      [-0.1, 1.2, -0.06, 0.2],
    ] as const) {
      const leaves = add(
        new Mesh(new SphereGeometry(radius, 16, 12), new MeshStandardMaterial({ color: '#2f9e44' })),
      );
      leaves.position.set(dx, y, dz);
    }
    spot('plant', [0.7, 1.4, 0.7], [0, 0.7, 0]);
  });

  // Behind: the printer with a customer list in its tray, and the shredder.
  cluster([1.3, 0, 2.3], Math.PI, () => {
    box([0.8, 0.8, 0.5], [0, 0.4, 0], colors.wood);
    box([0.55, 0.3, 0.42], [0, 0.95, 0], '#d5d9de');
    painted([0.3, 0.4], [0, 1.2, 0.28], [-0.35, 0, 0], paintPrintout, 384);
    spot('customer-printout', [0.45, 0.5, 0.25], [0, 1.2, 0.28]);
    box([0.45, 0.7, 0.35], [1.0, 0.35, 0.05], '#343a40');
    box([0.3, 0.02, 0.05], [1.0, 0.71, 0.15], '#111111');
    spot('shredder', [0.55, 0.8, 0.45], [1.0, 0.4, 0.05]);
  });

  // Behind, left: the door, and the reception counter with a USB stick on it.
  box([1.0, 2.1, 0.06], [-0.9, 1.05, 3.17], colors.wood);
  box([0.12, 0.03, 0.06], [-0.55, 1.0, 3.12], colors.metal);
  cluster([-1.9, 0, 2.1], Math.PI, () => {
    box([1.1, 1.0, 0.5], [0, 0.5, 0], colors.wood);
    box([0.16, 0.025, 0.05], [-0.05, 1.0125, 0.12], '#1c7ed6');
    box([0.04, 0.015, 0.035], [-0.15, 1.0125, 0.12], '#c0c4c8');
    painted([0.14, 0.07], [0.12, 1.05, 0.15], [0, 0, 0], paintUsbTag, 256);
    spot('usb-stick', [0.42, 0.24, 0.3], [0, 1.05, 0.14]);
  });

  // Left: the meeting table with a forgotten badge, and a wiped whiteboard.
  cluster([-1.95, 0, -0.5], 0, () => {
    const table = add(
      new Mesh(new CylinderGeometry(0.6, 0.6, 0.05, 32), new MeshStandardMaterial({ color: colors.wood })),
    );
    table.position.set(0, 0.74, 0);
    box([0.08, 0.72, 0.08], [0, 0.36, 0], colors.metal);
    // Lying on the table, tilted up towards the player.
    painted([0.1, 0.14], [0.35, 0.805, 0.05], [0, 0, 0], paintBadge, 256).lookAt(
      0.85 - 1.95,
      1.67,
      0.05 - 0.5,
    );
    const lanyard = add(
      new Mesh(new TorusGeometry(0.11, 0.007, 8, 40), new MeshStandardMaterial({ color: '#c92a2a' })),
    );
    lanyard.rotation.x = -Math.PI / 2;
    lanyard.position.set(0.24, 0.772, 0.05);
    spot('badge', [0.34, 0.16, 0.34], [0.3, 0.8, 0.05]);
  });
  chair([-1.95, 0, -1.25], Math.PI);
  chair([-2.6, 0, 0.15], 0.6);
  box([0.04, 1.0, 1.7], [-3.48, 1.5, -0.6], '#adb5bd');
  painted([1.6, 0.9], [-3.455, 1.5, -0.6], [0, Math.PI / 2, 0], paintWhiteboard);
  spot('whiteboard', [0.1, 1.0, 1.7], [-3.42, 1.5, -0.6]);

  scene.updateMatrixWorld(true);
  return hitboxes.map((hitbox) => ({
    key: hitbox.name as SpotKey,
    hitbox,
    anchor: hitbox.getWorldPosition(new Vector3()),
  }));
}
