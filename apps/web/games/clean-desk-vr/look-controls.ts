import type { PerspectiveCamera, Vector3 } from 'three';

const PITCH_LIMIT = 1.2;
const KEY_STEP = 0.18;
const DRAG_SPEED = 0.0055;
/** A press that moves less than this (px) is a click, not a drag. */
const CLICK_SLOP = 6;

export interface LookControls {
  /** Eases the view round to face a point. */
  turnTowards: (point: Vector3) => void;
  /** Moves the camera one step closer to where it is turning; called every frame. */
  update: () => void;
}

/**
 * Looking round without a headset: drag with a mouse, finger or pen, or the arrow keys on the
 * focused canvas. A press that does not drag is a click at that point (`onClick`).
 */
export function createLookControls(
  element: HTMLElement,
  camera: PerspectiveCamera,
  onClick: (clientX: number, clientY: number) => void,
): LookControls {
  let yaw = 0;
  // Starts on the desk ahead.
  let pitch = -0.25;
  let targetYaw = yaw;
  let targetPitch = pitch;
  let drag: { id: number; x: number; y: number; moved: number } | null = null;
  camera.rotation.order = 'YXZ';

  const aim = (nextYaw: number, nextPitch: number, isInstant: boolean) => {
    targetYaw = nextYaw;
    targetPitch = Math.max(-PITCH_LIMIT, Math.min(PITCH_LIMIT, nextPitch));
    if (isInstant) {
      yaw = targetYaw;
      pitch = targetPitch;
    }
  };

  element.addEventListener('pointerdown', (event) => {
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: 0 };
    element.setPointerCapture(event.pointerId);
  });
  element.addEventListener('pointermove', (event) => {
    if (drag?.id !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    drag = { ...drag, x: event.clientX, y: event.clientY, moved: drag.moved + Math.abs(dx) + Math.abs(dy) };
    if (drag.moved > CLICK_SLOP) aim(targetYaw + dx * DRAG_SPEED, targetPitch + dy * DRAG_SPEED, true);
  });
  const release = (event: PointerEvent) => {
    if (drag?.id !== event.pointerId) return;
    const isClick = drag.moved <= CLICK_SLOP && event.type === 'pointerup';
    drag = null;
    if (isClick) onClick(event.clientX, event.clientY);
  };
  element.addEventListener('pointerup', release);
  element.addEventListener('pointercancel', release);
  element.addEventListener('keydown', (event) => {
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const turn = turns[event.key];
    if (!turn) return;
    event.preventDefault();
    aim(targetYaw + turn[0], targetPitch + turn[1], false);
  });

  return {
    turnTowards(point) {
      const dx = point.x - camera.position.x;
      const dy = point.y - camera.position.y;
      const dz = point.z - camera.position.z;
      const wanted = Math.atan2(-dx, -dz);
      // The short way round.
      const delta = Math.atan2(Math.sin(wanted - targetYaw), Math.cos(wanted - targetYaw));
      aim(targetYaw + delta, Math.atan2(dy, Math.hypot(dx, dz)), false);
    },
    update() {
      yaw += (targetYaw - yaw) * 0.25;
      pitch += (targetPitch - pitch) * 0.25;
      camera.rotation.set(pitch, yaw, 0);
    },
  };
}
