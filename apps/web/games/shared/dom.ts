import type { ColorScheme, Language } from './bridge-client';

/** Localized text, as the content pack writes it. */
export interface Localized {
  en: string;
  ar: string;
}

type Child = Node | string | null | undefined | false;
/** Attribute values, or `onClick` for a click handler. */
type Attributes = Record<string, string | number | boolean | undefined | (() => void)>;

/** A tiny element builder: text goes in as text nodes, never as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener('click', value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Direction, language and colours of the page, from the platform's `init` (or the demo's). */
export function applyLocale(language: Language, colorScheme: ColorScheme, isEmbedded: boolean): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  root.dataset.theme = colorScheme;
  // In the platform the game's name is already the page's title, right above the frame.
  root.classList.toggle('embedded', isEmbedded);
}

/** Whether this browser can draw WebGL; without it the games still play through their buttons. */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
