import { describe, expect, test } from 'vitest';
import {
  POINT_COUNT,
  SEGMENTS,
  SEGMENT_COUNT,
  POINT_SEGMENTS,
  canalsConnected,
  legalSegments,
  plotSegments,
  segmentKey,
  segmentPlots,
  springPlots,
} from './board';
import type { Segment } from './types';

const keys = (segs: Segment[]) => segs.map(segmentKey).sort();

describe('board geometry (§1.1)', () => {
  test('20 intersections and 31 segments: 16 horizontal, 15 vertical', () => {
    expect(POINT_COUNT).toBe(20);
    expect(SEGMENT_COUNT).toBe(31);
    expect(SEGMENTS.filter((s) => s.dir === 'H')).toHaveLength(16);
    expect(SEGMENTS.filter((s) => s.dir === 'V')).toHaveLength(15);
  });

  test('segments border 4 plots inside, 2 on the edge', () => {
    expect(segmentPlots({ dir: 'H', x: 1, y: 1 })).toEqual([
      { c: 2, r: 1 },
      { c: 3, r: 1 },
      { c: 2, r: 2 },
      { c: 3, r: 2 },
    ]);
    expect(segmentPlots({ dir: 'H', x: 0, y: 0 })).toEqual([
      { c: 0, r: 0 },
      { c: 1, r: 0 },
    ]);
    expect(segmentPlots({ dir: 'V', x: 4, y: 2 })).toEqual([
      { c: 7, r: 4 },
      { c: 7, r: 5 },
    ]);
    expect(segmentPlots({ dir: 'V', x: 2, y: 0 })).toEqual([
      { c: 3, r: 0 },
      { c: 3, r: 1 },
      { c: 4, r: 0 },
      { c: 4, r: 1 },
    ]);
  });

  test('every plot has exactly two thick sides, and each of them borders the plot', () => {
    for (let c = 0; c < 8; c++)
      for (let r = 0; r < 6; r++) {
        const [h, v] = plotSegments({ c, r });
        expect(h.dir).toBe('H');
        expect(v.dir).toBe('V');
        expect(segmentPlots(h)).toContainEqual({ c, r });
        expect(segmentPlots(v)).toContainEqual({ c, r });
        // and no other segment borders it
        const bordering = SEGMENTS.filter((s) => segmentPlots(s).some((p) => p.c === c && p.r === r));
        expect(keys(bordering)).toEqual(keys([h, v]));
      }
    expect(keys(plotSegments({ c: 3, r: 4 }))).toEqual(['H1,2', 'V2,2']);
    expect(keys(plotSegments({ c: 0, r: 5 }))).toEqual(['H0,3', 'V0,2']);
  });

  test('spring touches 4 plots inside, 2 on an edge, 1 in a corner', () => {
    expect(springPlots({ x: 2, y: 1 })).toEqual([
      { c: 3, r: 1 },
      { c: 4, r: 1 },
      { c: 3, r: 2 },
      { c: 4, r: 2 },
    ]);
    expect(springPlots({ x: 0, y: 2 })).toEqual([
      { c: 0, r: 3 },
      { c: 0, r: 4 },
    ]);
    expect(springPlots({ x: 4, y: 3 })).toEqual([{ c: 7, r: 5 }]);
  });

  test('legal first canals: corner 2, edge 3, interior 4', () => {
    expect(keys(legalSegments({ x: 0, y: 0 }, []))).toEqual(['H0,0', 'V0,0']);
    expect(keys(legalSegments({ x: 2, y: 0 }, []))).toEqual(['H1,0', 'H2,0', 'V2,0']);
    expect(keys(legalSegments({ x: 2, y: 1 }, []))).toEqual(['H1,1', 'H2,1', 'V2,0', 'V2,1']);
    const counts = POINT_SEGMENTS.map((s) => s.length).sort();
    expect(counts.filter((k) => k === 2)).toHaveLength(4);
    expect(counts.filter((k) => k === 3)).toHaveLength(10);
    expect(counts.filter((k) => k === 4)).toHaveLength(6);
  });

  test('legal segments: empty and touching the spring or a built canal', () => {
    const canals: Segment[] = [{ dir: 'H', x: 0, y: 0 }];
    expect(keys(legalSegments({ x: 0, y: 0 }, canals))).toEqual(['H1,0', 'V0,0', 'V1,0']);
    expect(legalSegments(null, [])).toEqual([]);
  });

  test('connection check for loaded canals', () => {
    expect(canalsConnected({ x: 0, y: 0 }, [{ dir: 'H', x: 1, y: 0 }, { dir: 'H', x: 0, y: 0 }])).toBe(true);
    expect(canalsConnected({ x: 0, y: 0 }, [{ dir: 'H', x: 1, y: 0 }])).toBe(false);
  });
});
