/**
 * Inline-script JavaScript (ES5, for index.html) that calls `call` once after the page's next frame, so work that
 * is not needed for the first paint does not delay it (docs/decisions/025-entry-after-first-paint.md): at once in a
 * tab that is not shown (it gets no frames), and after 250 ms if no frame came. `call` is a function expression or
 * the name of a function in scope. One source for the entry's starter (build/entry-after-first-paint-plugin.ts) and
 * the dashboard copy's preloads (src/app/first-paint.tsx).
 */
export function afterFirstFrameScript(call: string): string {
  return (
    '(function(f){var d=false;function g(){if(d)return;d=true;f();}' +
    'if(document.visibilityState!=="visible"){g();return;}' +
    `requestAnimationFrame(function(){setTimeout(g,0);});setTimeout(g,250);})(${call});`
  );
}
