import { useMutation } from '@tanstack/react-query';
import { paths, type QuestionImage } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/**
 * POST /admin/images as multipart/form-data (one file field `photo`): the server re-encodes the
 * picture as WebP and answers its address. Silent: the field shows the error itself.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('photo', file);
  const response = await api.post<Envelope<QuestionImage>>(paths.adminImages, form, { isSilent: true });
  return response.data.data.image;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
