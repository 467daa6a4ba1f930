// Runs start-up work that can wait in a task of its own after the first paint. Each piece of it
// (a first read of storage or cookies, starting a fetch) is a synchronous call into the browser
// process, 1–12 ms on a cold page and more on a slow phone: run with the module they delayed the
// first paint, and together they made one task over 50 ms at 4x CPU (Lighthouse's blocking time).
// A hidden or prerendered page runs it when it is first shown, as it paints nothing before.
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
