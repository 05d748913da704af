import { describe, expect, it } from 'vitest';
import { sheetDragCloses, sheetOffset } from './sheet-drag.ts';

describe('sheetOffset', () => {
  it('follows a drag down and ignores a drag up', () => {
    expect(sheetOffset(100, 160)).toBe(60);
    expect(sheetOffset(100, 40)).toBe(0);
  });
});

describe('sheetDragCloses', () => {
  it('closes past a quarter of the height', () => {
    expect(sheetDragCloses(210, 2000, 832)).toBe(true);
    expect(sheetDragCloses(200, 2000, 832)).toBe(false);
  });

  it('closes on a quick flick down', () => {
    expect(sheetDragCloses(60, 100, 832)).toBe(true);
    expect(sheetDragCloses(30, 20, 832)).toBe(false);
  });

  it('stays open on no movement or a slow short drag', () => {
    expect(sheetDragCloses(0, 0, 832)).toBe(false);
    expect(sheetDragCloses(80, 1000, 832)).toBe(false);
  });
});
