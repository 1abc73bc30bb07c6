import type { ApiError } from '@/lib/api-client';
import { messages } from '@pazaryeri/contract/messages';

/**
 * Sends a form with XMLHttpRequest, whose upload reports progress (fetch does not), and answers
 * like the API client: the JSON body, or the server's Turkish message as an ApiError.
 */
export function postFormWithProgress<T>(url: string, form: FormData, token: string | null, onProgress: (percent: number) => void): Promise<{ data: T } | { error: ApiError }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) resolve({ data: body as T });
      else
        resolve({
          error: {
            status: request.status,
            message: typeof body.message === 'string' ? body.message : messages.genericError,
            ...(body.code ? { code: body.code as ApiError['code'] } : {}),
            ...(body.fields ? { fields: body.fields as Record<string, string> } : {}),
          },
        });
    });
    request.addEventListener('error', () => resolve({ error: { status: 'FETCH_ERROR', message: messages.networkError } }));
    request.send(form);
  });
}
