/**
 * Files to and from the API: a download with the bearer token, an upload with progress. Apart from
 * http.ts, which every start loads, since only a few screens (exports, library uploads) use them.
 */
import { ApiError, NetworkError, parseBody, send, type RequestOptions } from './http';

/** A file the API serves, read with the bearer token (a plain link would carry none). */
export interface DownloadedFile {
  blob: Blob;
  /** The name of the answer's Content-Disposition, or null when it names none. */
  fileName: string | null;
}

/** GET a file: its bytes and name; errors as `request` throws them. */
export async function downloadFile(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<DownloadedFile> {
  const response = await send('GET', path, { signal: options.signal });
  if (!response.ok) throw new ApiError(response.status, parseBody(await response.text(), true));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match?.[1] ?? null };
}

/**
 * PUTs a file to an upload URL with its content type, reporting progress (0 to 1); fetch reports none for a
 * request body, hence XMLHttpRequest. The URL is a capability: no bearer token goes with it. Errors as
 * `request` throws them.
 */
export function uploadWithProgress(
  url: string,
  file: Blob,
  options: { contentType: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve();
        return;
      }
      reject(new ApiError(xhr.status, parseBody(xhr.responseText, true)));
    };
    xhr.onerror = () => reject(new NetworkError(new Error(`Upload to ${url} failed`)));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
