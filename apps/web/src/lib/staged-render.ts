/**
 * The first render of a page the server painted, built in stages: each stage runs in a task of its
 * own while the browser is idle, so stages that would together block the main thread for long leave
 * room for input and frames in between. The server's copy of the page stays on screen meanwhile.
 */
const stages: Array<() => void> = [];
let revealWhenStaged: (() => void) | null = null;
let scheduled = false;

function runNext() {
  scheduled = false;
  const stage = stages.shift();
  if (stage) stage();
  else if (revealWhenStaged) {
    const reveal = revealWhenStaged;
    revealWhenStaged = null;
    reveal();
  }
  if (stages.length > 0 || revealWhenStaged) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(runNext, { timeout: 500 });
  else setTimeout(runNext, 0);
}

/** True while the first render is being built in stages, out of sight. */
export function isStaging(): boolean {
  return revealWhenStaged !== null;
}

/** Queues one stage of the first render. Returns a function that takes it off the queue. */
export function inStage(work: () => void): () => void {
  stages.push(work);
  schedule();
  return () => {
    const index = stages.indexOf(work);
    if (index >= 0) stages.splice(index, 1);
  };
}

/**
 * Starts building the first render in stages: `reveal` runs once every stage queued meanwhile (and
 * every stage those queued in turn) has run.
 */
export function renderInStages(reveal: () => void): void {
  revealWhenStaged = reveal;
  schedule();
}
