import { options } from "preact";

/**
 * Preact runs a render's effects, and a removed part's clean-ups, after the next frame; React
 * runs those of a render a key or a press caused at once, and the others within a task or two.
 * So in React a key or a press never reaches a part that has closed (a dialog's Escape listener,
 * taken off in its clean-up), nor misses the one it uncovered (whose listener an effect puts
 * on). Here, before any handler sees a key or a press, what Preact still has to do is done: its
 * waiting effects, the renders they ask for, and theirs. Otherwise effects wait for the next
 * frame as in Preact. Decision 091, addendum of 2026-11-30; imported before the app renders
 * (main.tsx), and by the component tests' setup.
 */
/** Each flush of effects still to run, with what stops its frame and timer. */
const waiting = new Map<() => void, () => void>();
let render: (() => void) | undefined;
let running = false;

function renderNow() {
  const process = render;
  render = undefined;
  process?.();
}

/**
 * Runs the waiting effects, and stops the frames and timers that would have run them: none
 * is left behind to wake the page for nothing, nor to outlive it (a test's page torn down).
 */
function runEffectsNow() {
  for (const [flush, stopWaking] of waiting) {
    waiting.delete(flush);
    stopWaking();
    flush();
  }
}

/** Not from inside itself, as when an effect clicks: Preact is then in the middle of its work. */
function inTurn(work: () => void) {
  if (running) return;
  running = true;
  try {
    work();
  } finally {
    running = false;
  }
}

/**
 * Runs what Preact still has to do: effects, the renders they ask for, and theirs, up to ten
 * rounds (effects that always ask for another render would never end; the rest then waits).
 */
export function runWaitingEffects() {
  inTurn(() => {
    for (let round = 0; round < 10 && (render || waiting.size); round += 1) {
      renderNow();
      runEffectsNow();
    }
  });
}

// Renders are left to a microtask, as Preact does, but kept at hand.
options.debounceRendering = (process) => {
  render = process;
  queueMicrotask(() => inTurn(renderNow));
};

options.requestAnimationFrame = (flush) => {
  // As preact/hooks' afterNextFrame: the frame, or 35 ms if none comes (a hidden tab), then a
  // task, so that the frame is painted.
  const stopWaking = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
  };
  const done = () => {
    stopWaking();
    setTimeout(() => inTurn(runEffectsNow));
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
  waiting.set(flush, stopWaking);
};

// The events that begin or end a key or a press, which React counts as discrete; window's
// capture phase hears them first. Not focus events: a focus() in a render or an effect fires
// them at once, in the middle of Preact's work.
for (const type of "keydown keyup pointerdown pointerup mousedown mouseup click input".split(" ")) {
  addEventListener(type, runWaitingEffects, true);
}
