import { describe, expect, it } from 'vitest';
import { ChunkCollector, CHUNK_LENGTH, chunksOf, piecesOf } from './textTransfer.js';

describe('text transfer', () => {
  it('cuts a text into pieces of at most CHUNK_LENGTH that join back to it', () => {
    const text = 'é€a'.repeat(CHUNK_LENGTH);
    const chunks = chunksOf(text);
    expect(chunks).toHaveLength(3);
    expect(chunks.every((chunk) => chunk.length <= CHUNK_LENGTH)).toBe(true);
    expect(chunks.join('')).toBe(text);
  });

  it('has no pieces for an empty text', () => {
    expect(chunksOf('')).toEqual([]);
  });

  it('collects the pieces of interleaved texts by id', () => {
    const collector = new ChunkCollector();
    collector.add(1, 'ab');
    collector.add(2, 'xy');
    collector.add(1, 'cd');
    expect(collector.take(1)).toBe('abcd');
    expect(collector.take(2)).toBe('xy');
    expect(collector.take(1)).toBe('');
  });

  it('passes a collected text on in the pieces it came in', () => {
    const collector = new ChunkCollector();
    collector.add(7, 'x'.repeat(10));
    collector.add(7, 'y'.repeat(10));
    const text = collector.take(7);
    expect(piecesOf(text)).toEqual(['x'.repeat(10), 'y'.repeat(10)]);
    expect(piecesOf('other')).toEqual(['other']);
  });
});
