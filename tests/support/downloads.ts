/**
 * jsdom has no downloads: the files the app hands to the browser (ui/save-file.ts: an object URL on a clicked
 * link) are kept instead, in the order they were saved, each with the link's file name and the blob's bytes.
 * setup-dom restores the link's click after each test. The object URL functions are defined, not assigned:
 * jsdom has none, and in a worker's shared jsdom an earlier file's definition is read-only.
 */
import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob;
}

export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let last: Blob | null = null;
  const createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:download';
  };
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}
