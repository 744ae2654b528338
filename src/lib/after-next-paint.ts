/**
 * Runs `then` once the page's next frame is painted (the next task after an animation frame), so work that can
 * wait does not delay what the user waits for; at once where no frames come (a tab not shown, no window), and
 * after 250 ms if no frame came. Answers the cancel (an effect's cleanup).
 */
export function onNextPaint(then: () => void): () => void {
  if (
    typeof document === 'undefined' ||
    typeof requestAnimationFrame !== 'function' ||
    document.visibilityState !== 'visible'
  ) {
    then();
    return () => undefined;
  }
  let task: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
  const fallback = setTimeout(() => {
    cancel();
    then();
  }, 250);
  const frame = requestAnimationFrame(() => {
    task = setTimeout(() => {
      cancel();
      then();
    }, 0);
  });
  return cancel;
}

/** `onNextPaint` as a promise: `await afterNextPaint()`. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    onNextPaint(resolve);
  });
}
