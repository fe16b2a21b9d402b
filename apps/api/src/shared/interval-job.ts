import type { FastifyBaseLogger } from 'fastify';

/**
 * A background task run every `everyMs`, never overlapping itself, stopped cleanly (awaiting a run in
 * progress). Started by server.ts only; tests call the task directly.
 */
export function intervalJob(
  name: string,
  everyMs: number,
  task: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = task()
      .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
