import { useCallback, useEffect, useState } from 'react';
import { startLobbyMusic } from '../audio/live-sound';

const SOUND_KEY = 'aq-host-sound';

/** Sound is off at first for anyone whose system asks for reduced motion; their choice is kept. */
function initialSound(): boolean {
  const stored = localStorage.getItem(SOUND_KEY);
  if (stored === 'on') return true;
  if (stored === 'off') return false;
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The presenter's sound switch, and the lobby music while the lobby is shown with sound on. */
export function useHostSound(isLobby: boolean, isActive: boolean) {
  const [isOn, setIsOn] = useState(initialSound);
  const toggle = useCallback(() => {
    setIsOn((was) => {
      localStorage.setItem(SOUND_KEY, was ? 'off' : 'on');
      return !was;
    });
  }, []);
  useEffect(() => (isActive && isOn && isLobby ? startLobbyMusic() : undefined), [isActive, isOn, isLobby]);
  return { isOn: isActive && isOn, toggle };
}
