/**
 * A page the server drew is taken over a part at a time (docs/decisions/096). Preact takes a
 * page over in one task, and on a slow phone that task holds every tap back for a quarter of a
 * second or more. A part in `InTurn` is left as drawn while the rest is taken over, then taken
 * over in a task of its own, its effects in the next: the parts in turn, in the order they
 * come in the page, each short enough to let a tap through between them.
 *
 * Only while the browser takes over a drawn page: a part drawn afresh (another page, a page
 * the app drew itself) shows at once, and the server draws every part as it is.
 */
import { Component, Suspense, type ReactNode } from "react";

/** The parts waiting for their turn, first come first taken over. */
const waiting: Array<() => void> = [];
/** What waits for the whole page to be taken over. */
const afterAll: Array<() => void> = [];
let takingOver = false;
/** Runs the effects Preact still has to run (lib/effects-before-input.ts, which is the browser's alone). */
let runEffects: () => void = () => {};

/** Tasks queued by `inNextTask`, run in order. */
const tasks: Array<() => void> = [];
let channel: MessageChannel | undefined;

/**
 * Runs `run` in a task of its own, next: a message to this page runs as soon as the browser
 * has handled what came before it (input first), where a chain of timers would be held back
 * 4 ms each and a frame up to 16 ms.
 */
function inNextTask(run: () => void) {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => tasks.shift()?.();
  }
  tasks.push(run);
  channel.port2.postMessage(null);
}

/** A task of its own, next (as `inNextTask`), for what the app does as it starts. */
export const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve));

/** The next part's turn, or the end; after the effects of what was taken over before it. */
function afterTheEffects() {
  inNextTask(() => {
    runEffects();
    inNextTask(() => (waiting.length > 0 ? nextTurn() : finish()));
  });
}

function nextTurn() {
  waiting.shift()?.();
  // The part is taken over in this task's microtasks, and may hold parts of its own back.
  afterTheEffects();
}

function finish() {
  takingOver = false;
  for (const run of afterAll.splice(0)) run();
}

/**
 * Takes the drawn page over with `hydrate` (synchronous, as Preact's is): the parts in `InTurn`
 * follow, a task each, and `runWaitingEffects` runs each one's effects in the task after it.
 */
export function takeOver(hydrate: () => void, runWaitingEffects: () => void): void {
  runEffects = runWaitingEffects;
  takingOver = true;
  try {
    hydrate();
  } finally {
    if (waiting.length > 0) afterTheEffects();
    else finish();
  }
}

/** Runs `run` once the whole page has been taken over: at once when nothing is left to. */
export function whenTakenOver(run: () => void): void {
  if (takingOver) afterAll.push(run);
  else run();
}

/** Pages being drawn by the server (prerender/render-page.tsx), away from any browser. */
let serverDrawing = 0;
/** The parts the server has drawn (by their props, the same object when it draws one again). */
const drawnOnServer = new WeakSet<object>();

/** Draws a page for the server to send, with each part in `InTurn` marked as its own. */
export async function drawForServer<T>(draw: () => T | Promise<T>): Promise<T> {
  serverDrawing += 1;
  try {
    return await draw();
  } finally {
    serverDrawing -= 1;
  }
}

/**
 * Holds its children back for a turn while the page is taken over: the thrown promise leaves
 * them as drawn until it is settled. A class, because a part that waits before it was ever
 * shown loses its hooks' state, and the instance is what remembers that its turn has come.
 */
class WaitForTurn extends Component<{ children: ReactNode }> {
  private waited = false;

  override render() {
    if (takingOver && !this.waited) {
      this.waited = true;
      throw new Promise<void>((resolve) => waiting.push(resolve));
    }
    return this.props.children;
  }
}

/**
 * While a part waits, Preact keeps what the server marked as its boundary's
 * (<!--$s-->…<!--/$s-->), or else only its first element (the rest the app then draws
 * again). The server marks what a part draws when it has waited for something, so here it
 * waits once, settled at once (a function: the server marks a waiting function's part).
 */
function MarkedOnServer(props: { children: ReactNode }) {
  if (serverDrawing > 0 && !drawnOnServer.has(props)) {
    drawnOnServer.add(props);
    throw Promise.resolve();
  }
  return props.children;
}

/** A part of a page taken over in a turn of its own (see above). */
export function InTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>
        <MarkedOnServer>{children}</MarkedOnServer>
      </WaitForTurn>
    </Suspense>
  );
}
