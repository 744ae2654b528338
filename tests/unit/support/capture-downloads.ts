import { afterEach, beforeEach, vi } from 'vitest';

export interface Download {
  fileName: string;
  type: string;
  text: () => Promise<string>;
}

/**
 * Files the app offers for download (a Blob behind an object URL, a link with `download` clicked), captured for
 * each test of the file: jsdom has no object URLs and follows no links.
 */
export function useDownloadCapture(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    blobs.clear();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob && this.download) {
        downloads.push({ fileName: this.download, type: blob.type, text: () => blob.text() });
      }
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
