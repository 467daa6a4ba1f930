// Runs start-up work that can wait in a task of its own after the first paint. Each piece of it
// (a first read of storage or cookies, starting a fetch) is a synchronous call into the browser
// process, 1–12 ms on a cold page and more on a slow phone: run with the module they delayed the
// first paint, and together they made one task over 50 ms at 4x CPU (Lighthouse's blocking time).
// The frame callback is setTimeout itself, no function of ours: the first frame's rendering task
// (its whole layout) then runs no code of this file, and Lighthouse does not model that rendering
// as waiting for this script to download (which counted it as blocking time after the paint).
// A hidden or prerendered page runs the work when it is first shown, as it paints nothing before.
export function afterFirstPaint(work: () => void): void {
  // The delay is bound too: the frame passes its timestamp, which would otherwise become the delay.
  requestAnimationFrame(setTimeout.bind(null, work, 0));
}
