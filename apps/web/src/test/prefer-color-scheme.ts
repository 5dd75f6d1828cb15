interface HappyDomWindow {
  happyDOM?: { settings: { device: { prefersColorScheme: string } } };
}

/** The colour scheme the system asks for, as happy-dom's media queries report it. */
export function preferColorScheme(colorScheme: 'light' | 'dark'): void {
  const settings = (window as unknown as HappyDomWindow).happyDOM?.settings;
  if (!settings) throw new Error('the web tests run in happy-dom');
  settings.device.prefersColorScheme = colorScheme;
}
