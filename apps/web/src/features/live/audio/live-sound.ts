/**
 * The host screen's sounds, made here with the Web Audio API (no files to fetch or license): a
 * soft lobby loop and a tick for the last seconds of a question. Browsers start audio only after
 * a user gesture, so the context is created on the first call after one.
 */

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** One short note with a soft attack and release, so nothing clicks. */
function note(
  ctx: AudioContext,
  frequency: number,
  at: number,
  length: number,
  volume: number,
  type: OscillatorType,
) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.05);
}

/** A pentatonic figure over two bars (C major pentatonic), gentle enough to loop for minutes. */
const LOBBY_FIGURE = [261.63, 329.63, 392.0, 440.0, 392.0, 329.63, 293.66, 329.63];
const LOBBY_BASS = [130.81, 110.0];
const BEAT_SECONDS = 0.36;

/** Plays the lobby loop until the returned function is called. */
export function startLobbyMusic(): () => void {
  const ctx = audio();
  if (!ctx) return () => undefined;
  let isPlaying = true;
  let bar = 0;
  const playBar = () => {
    if (!isPlaying) return;
    const start = ctx.currentTime + 0.05;
    LOBBY_FIGURE.forEach((frequency, index) => {
      note(ctx, frequency, start + index * BEAT_SECONDS, BEAT_SECONDS * 0.9, 0.05, 'triangle');
    });
    note(ctx, LOBBY_BASS[bar % LOBBY_BASS.length] ?? 130.81, start, BEAT_SECONDS * 7, 0.04, 'sine');
    bar += 1;
  };
  playBar();
  const timer = window.setInterval(playBar, LOBBY_FIGURE.length * BEAT_SECONDS * 1000);
  return () => {
    isPlaying = false;
    window.clearInterval(timer);
  };
}

/** One tick of the countdown; the last second sounds higher. */
export function playTick(isLast = false): void {
  const ctx = audio();
  if (!ctx) return;
  note(ctx, isLast ? 1320 : 880, ctx.currentTime + 0.01, 0.08, 0.08, 'square');
}
