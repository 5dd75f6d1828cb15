let handler: () => void = () => undefined;

/** The router registers how to reach /auth/login, so the API client needs no router. */
export function setUnauthorizedHandler(next: () => void): void {
  handler = next;
}

export function handleUnauthorized(): void {
  handler();
}
