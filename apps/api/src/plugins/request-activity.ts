import type { FastifyInstance, FastifyRequest } from 'fastify';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The requests this process is answering, so that long background work on the same thread can let
 * them go first. The embedded database answers in this thread without I/O: a job's run of queries
 * keeps the event loop, and a request that comes in meanwhile waits for it.
 */
export class RequestActivity {
  private readonly open = new WeakSet<FastifyRequest>();
  private inFlight = 0;
  private lastEnded = 0;

  /** Counts the app's requests from their start to their answer (or the client's leaving). */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      this.open.add(request);
      this.inFlight += 1;
    });
    const ended = async (request: FastifyRequest) => {
      if (!this.open.delete(request)) return;
      this.inFlight -= 1;
      this.lastEnded = performance.now();
    };
    app.addHook('onResponse', ended);
    app.addHook('onRequestAbort', ended);
  }

  /**
   * Resolves once no request is under way and none ended in the last `quietMs` (a client's next
   * request is usually on its way by then), or after `maxWaitMs`, so the work still moves under
   * constant load.
   */
  async lull(quietMs = 10, maxWaitMs = 20): Promise<void> {
    // Requests that arrived during the last step are counted in this turn of the loop.
    await nextTurn();
    const until = performance.now() + maxWaitMs;
    for (;;) {
      const now = performance.now();
      const quietFor = now - this.lastEnded;
      if ((this.inFlight === 0 && quietFor >= quietMs) || now >= until) return;
      await pause(this.inFlight > 0 ? 1 : Math.ceil(quietMs - quietFor));
    }
  }
}
