export { type SlotParams, slotEngine, slotEngines, slotMaxMultiplier } from './engine.ts';
export { expectedFreeSpins, type SlotRtpBreakdown, slotRtp } from './exact-rtp.ts';
export { maxSpinWin } from './max-win.ts';
