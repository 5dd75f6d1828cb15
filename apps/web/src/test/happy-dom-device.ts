interface HappyDom {
  settings: { device: { prefersColorScheme: string } };
  setViewport: (viewport: { width: number; height: number }) => void;
}

function happyDom(): HappyDom {
  const found = (window as unknown as { happyDOM?: HappyDom }).happyDOM;
  if (!found) throw new Error('the web tests run in happy-dom');
  return found;
}

/** The colour scheme the system asks for, as happy-dom's media queries report it. */
export function preferColorScheme(colorScheme: 'light' | 'dark'): void {
  happyDom().settings.device.prefersColorScheme = colorScheme;
}

/** The window's size, which Mantine's hiddenFrom/visibleFrom media queries read. */
export function setViewport(width: number, height: number): void {
  happyDom().setViewport({ width, height });
}
