/**
 * Resolves once the page's next frame is painted (the next task after an animation frame), so work that can wait
 * does not delay what the user waits for; at once where no frames come (a tab not shown, no window), and after
 * 250 ms if no frame came.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof document === 'undefined' ||
      typeof requestAnimationFrame !== 'function' ||
      document.visibilityState !== 'visible'
    ) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
