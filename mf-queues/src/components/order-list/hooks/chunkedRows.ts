import type { RowSource } from '../../order-table';

/**
 * A list of known length whose rows arrive in fixed-size chunks ('All' on a large queue).
 * Immutable: adding a chunk returns a new object, so React sees the change.
 */
export class ChunkedRows<Row> implements RowSource<Row> {
  constructor(
    readonly length: number,
    readonly chunkSize: number,
    private readonly chunks: ReadonlyMap<number, readonly Row[]> = new Map(),
  ) {}

  at(index: number): Row | undefined {
    return this.chunks.get(Math.floor(index / this.chunkSize))?.[index % this.chunkSize];
  }

  has(chunk: number): boolean {
    return this.chunks.has(chunk);
  }

  withChunk(chunk: number, rows: readonly Row[]): ChunkedRows<Row> {
    return new ChunkedRows(this.length, this.chunkSize, new Map(this.chunks).set(chunk, rows));
  }

  /** The chunks that hold rows start..end-1. */
  chunksFor(start: number, end: number): number[] {
    if (end <= start) return [];
    const first = Math.floor(start / this.chunkSize);
    const last = Math.floor((Math.min(end, this.length) - 1) / this.chunkSize);
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  }
}
