/**
 * Inline-script JavaScript (ES5, for index.html): a function expression that preloads the files of the array
 * `files` (a JavaScript expression) when called: scripts as module preloads, styles as style preloads, CORS as the
 * app's chunks are fetched. One source for the dashboard copy's preloads (src/app/first-paint.tsx) and the route
 * preloads (build/route-preload-plugin.ts).
 */
export function preloadFilesFunction(files: string): string {
  return (
    `function(){var h=${files};for(var i=0;i<h.length;i++){var r=document.createElement("link");` +
    'r.rel=/\\.css$/.test(h[i])?"preload":"modulepreload";if(r.rel==="preload")r.setAttribute("as","style");' +
    'r.setAttribute("crossorigin","");r.href=h[i];document.head.appendChild(r);}}'
  );
}
