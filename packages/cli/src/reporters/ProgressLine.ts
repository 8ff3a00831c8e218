/**
 * The progress line on a terminal: drawn on stderr below the request lines, erased before
 * anything else is written and drawn again after, so it never covers a request, a console line
 * or the summary. Redrawn at most every 100 ms: a fast run would otherwise spend its time drawing.
 */
export class ProgressLine {
  private current = 0;
  private total = 1;
  private failed = 0;
  private drawn = false;
  private lastDraw = 0;
  private readonly started = Date.now();

  constructor(
    private readonly stream: NodeJS.WritableStream,
    private readonly width = 30,
  ) {}

  update(current: number, total: number, failed: number): void {
    this.current = current;
    this.total = Math.max(total, current, 1);
    this.failed = failed;
    const now = Date.now();
    if (now - this.lastDraw >= 100 || current >= this.total) this.draw(now);
  }

  /** Erases the line so the caller can write; call `redraw` afterwards. */
  clear(): void {
    if (this.drawn) this.stream.write('\r\u001b[2K');
    this.drawn = false;
  }

  redraw(): void {
    this.draw(Date.now());
  }

  private draw(now: number): void {
    const done = Math.round((this.current / this.total) * this.width);
    const bar = `${'█'.repeat(done)}${'░'.repeat(this.width - done)}`;
    const seconds = Math.round((now - this.started) / 1000);
    this.stream.write(`\r\u001b[2K${bar} ${this.current}/${this.total} requests | ${this.failed} failed | ${seconds}s`);
    this.drawn = true;
    this.lastDraw = now;
  }
}
