import type { App } from '../../app.js';
import type { Answer } from '../../test/http.js';

/** A multipart/form-data body with one file field (after any text fields), as a browser's FormData sends it. */
export async function multipartBody(
  field: string,
  bytes: Buffer,
  fileName: string,
  type: string,
  texts: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(texts)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POST /api/users/me/photo with `bytes` as the file `fileName`. */
export async function uploadPhoto(
  app: App,
  token: string,
  bytes: Buffer,
  fileName = 'me.png',
  options: { type?: string; language?: string; texts?: Record<string, string> } = {},
): Promise<Answer> {
  const { body, contentType } = await multipartBody(
    'photo',
    bytes,
    fileName,
    options.type ?? 'image/png',
    options.texts,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/me/photo',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body,
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers as Answer['headers'],
    body: JSON.parse(response.body) as Answer['body'],
    text: response.body,
  };
}
