import { API_BASE } from '@awarequest/contracts';
import { runtimeConfig } from '../../lib/runtime-config';

/** A stored photo's address ('/api/photos/…') against the API base this deployment uses. */
export function photoSrc(photo: string): string {
  return photo.startsWith(`${API_BASE}/`)
    ? `${runtimeConfig().apiBaseUrl}${photo.slice(API_BASE.length)}`
    : photo;
}
