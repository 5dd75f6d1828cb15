import { useMutation } from '@tanstack/react-query';
import { paths } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/** POST /wearables/authorize, then the browser goes to the provider's consent page. */
export async function startWearableConnection(provider: string): Promise<void> {
  const response = await api.post<Envelope<{ authorization_url: string }>>(paths.wearableAuthorize, {
    provider,
  });
  window.location.assign(response.data.data.authorization_url);
}

export const useStartWearableConnection = () => useMutation({ mutationFn: startWearableConnection });
