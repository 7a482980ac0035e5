// Ends the current task so the browser can handle input and paint before the rest of a long piece of
// start-up work runs (issue 16: total blocking time). scheduler.yield() where the browser has it (the
// rest runs ahead of other queued tasks), a zero-delay timer elsewhere.
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
