/**
 * At most `concurrent` renders at once, and at most `queued` more waiting their turn (first come,
 * first served); a render asked for beyond that is refused at once, so a flood of uncached pages
 * costs a bounded amount of CPU, memory and connections to the API while cached pages are still
 * answered. Renders that share one page's render (the render server's map of renders under way)
 * take one place.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrent: number,
    private readonly queued: number,
  ) {}

  /**
   * Runs `render` once a place is free; `undefined`, without running it, when every place and the
   * queue are taken. The place is given back when `render` settles, whether it resolves or rejects.
   */
  run<T>(render: () => Promise<T>): Promise<T> | undefined {
    if (this.running < this.concurrent) {
      this.running += 1;
      return this.execute(render);
    }
    if (this.waiting.length >= this.queued) return undefined;
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => this.execute(render));
  }

  /** Renders running now, and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `render` in a place taken for it; then hands the place to the first waiting, or frees it. */
  private async execute<T>(render: () => Promise<T>): Promise<T> {
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
