export {
  bankrollOf,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  nextDelayMs,
  type PlannedBet,
  planBet,
  type Random,
  topUpAmount,
} from './bet-plan.ts';
export { emailOf, ROSTER, SIMULATED_DOMAIN, type SimulatedPlayer } from './roster.ts';
export {
  createSimulation,
  type Simulation,
  type SimulationDeps,
  type SimulationOptions,
  type SimulationTimer,
  timeoutTimer,
} from './simulation.ts';
