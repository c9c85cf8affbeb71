/**
 * jsdom's XMLHttpRequest would go to the network; the libraries upload (api/http.ts uploadWithProgress) is sent
 * through `globalThis.fetch` instead, which the component emulator answers in-process and records. Progress is
 * reported as a browser does (part way, then whole) before the answer.
 */
import { vi } from 'vitest';

function readBytes(body: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(body);
  });
}

class FetchXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    this.onabort?.();
  }

  send(body: Blob): void {
    void (async () => {
      try {
        const bytes = await readBytes(body);
        this.upload.onprogress?.({ lengthComputable: true, loaded: bytes.length / 2, total: bytes.length });
        const response = await globalThis.fetch(this.url, { method: this.method, headers: this.headers, body: bytes });
        this.upload.onprogress?.({ lengthComputable: true, loaded: bytes.length, total: bytes.length });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

/** Call in a beforeEach (after the component emulator's own): restored with the other mocks after each test. */
export function sendUploadsThroughFetch(): void {
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
}
