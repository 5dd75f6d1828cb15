/** The error shown under a field: the element its aria-describedby names that Mantine marks as the error. */
export function fieldError(field: HTMLElement): string | undefined {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('error'))
    ?.textContent.trim();
}
