/** A brand colour the app applies: a CSS variable of the document (--aq-brand-primary, …). */
export const brandColour = (name: 'primary' | 'secondary') =>
  getComputedStyle(document.documentElement).getPropertyValue(`--aq-brand-${name}`).trim();
