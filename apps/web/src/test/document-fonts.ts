/**
 * happy-dom has no `document.fonts`, which Mantine's autosizing Textarea listens to: a font
 * set that never finishes loading (an event target, nothing more) lets such a form render.
 */
export function installDocumentFonts(): void {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
