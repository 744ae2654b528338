import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

export interface Download {
  fileName: string;
  type: string;
  text: () => Promise<string>;
}

/**
 * Files the app offers for download (a Blob behind an object URL, a link with `download` clicked), captured for
 * each test of the file: jsdom has no object URLs and follows no links.
 *
 * `preload`: the lazily loaded module that makes the file, loaded once before the file's tests. Its first load
 * (transform and import of the file-format library) took seconds on a loaded 2-core machine and ran out the
 * test's wait for the download (failed under load in full runs, passed alone); loaded here, it does not count.
 */
export function useDownloadCapture(options: { preload?: () => Promise<unknown> } = {}): Download[] {
  const { preload } = options;
  if (preload) {
    beforeAll(async () => {
      await preload();
    }, 60_000);
  }
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
