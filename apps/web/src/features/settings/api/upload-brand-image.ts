import { useMutation } from '@tanstack/react-query';
import { paths, type QuestionImage } from '@awarequest/contracts';
import { api, type Envelope } from '../../../lib/api-client';

/**
 * POST /admin/images as multipart/form-data: the server refuses anything but a JPEG, PNG or WebP
 * (an SVG too), over 5 MB or too many pixels, and re-encodes the rest as WebP. Silent: the
 * branding screen shows the refusal at its field.
 */
export async function uploadBrandImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('photo', file);
  const response = await api.post<Envelope<QuestionImage>>(paths.adminImages, form, { isSilent: true });
  return response.data.data.image;
}

export const useUploadBrandImage = () => useMutation({ mutationFn: uploadBrandImage });
