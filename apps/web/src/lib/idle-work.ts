/**
 * Work split into pieces that run one per task while the browser is idle, so pieces that would
 * together block the main thread for long leave room for input and frames in between.
 *
 * Two queues: the stages of the first render (see `Staged`), which finish before the rendered page
 * is revealed, and work that can wait until after that (bringing in a page's players).
 */
const stages: Array<() => void> = [];
const later: Array<() => void> = [];
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
  } else later.shift()?.();
  if (stages.length > 0 || revealWhenStaged || later.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(runNext, { timeout: 500 });
  else setTimeout(runNext, 0);
}

function enqueue(queue: Array<() => void>, work: () => void): () => void {
  queue.push(work);
  schedule();
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}

/** Queues work for an idle moment after the first render is revealed. Returns a cancel function. */
export function whenIdle(work: () => void): () => void {
  return enqueue(later, work);
}

/** True while the first render is being built in stages, out of sight. */
export function isStaging(): boolean {
  return revealWhenStaged !== null;
}

/** Queues one stage of the first render. Returns a cancel function. */
export function inStage(work: () => void): () => void {
  return enqueue(stages, work);
}

/**
 * Starts building the first render in stages: `reveal` runs once every stage queued meanwhile (and
 * every stage those queued in turn) has run.
 */
export function renderInStages(reveal: () => void): void {
  revealWhenStaged = reveal;
  schedule();
}
