/**
 * Every strategy family Patti knows. Adding a family is two lines here: its import and its
 * entry in FAMILIES, plus a spread of its handlers in HANDLERS (the compiler then checks that
 * every step kind declared anywhere has a handler).
 */
import type { Step, StepHandler, StepHandlerTable } from '../step';
import type { TechniqueId } from '../techniques';
import { almostLockedSets } from './als';
import { avoidableRectangles } from './avoidable';
import { bugTypes } from './bug';
import { chains } from './chains/chainsAndCycles';
import { groupedChains } from './chains/groupedNiceLoops';
import { colouring } from './colouring';
import { exclusion } from './exclusion';
import { fish } from './fish';
import { finnedFish } from './fishFinned';
import { finnedFrankenFish } from './finnedFrankenFish';
import { frankenFish } from './frankenFish';
import { forcing } from './forcing';
import { guess } from './guess';
import { nestedForcing } from './nestedForcing';
import { singleDigit } from './singleDigit';
import { strongLinks } from './strongLinks';
import { uniqueness } from './uniqueness';
import { uniqueLoops } from './uniqueLoops';
import { wings } from './wings';
import { intersections } from './intersections';
import { singles } from './singles';
import { subsets } from './subsets';
import { sueDeCoq } from './sueDeCoq';
import type { Strategy, StrategyFamily } from './strategy';
import { trialHandlers } from './trialSteps';

/** The families, in the order their strategies are listed. */
const FAMILIES: readonly StrategyFamily<never>[] = [
  singles,
  intersections,
  subsets,
  fish,
  finnedFish,
  singleDigit,
  strongLinks,
  wings,
  colouring,
  uniqueness,
  uniqueLoops,
  avoidableRectangles,
  bugTypes,
  exclusion,
  sueDeCoq,
  chains,
  groupedChains,
  almostLockedSets,
  frankenFish,
  finnedFrankenFish,
  forcing,
  nestedForcing,
  guess,
];

const HANDLERS: StepHandlerTable = {
  ...trialHandlers,
  ...singles.handlers,
  ...intersections.handlers,
  ...subsets.handlers,
  ...fish.handlers,
  ...finnedFish.handlers,
  ...singleDigit.handlers,
  ...strongLinks.handlers,
  ...wings.handlers,
  ...colouring.handlers,
  ...uniqueness.handlers,
  ...uniqueLoops.handlers,
  ...avoidableRectangles.handlers,
  ...bugTypes.handlers,
  ...exclusion.handlers,
  ...sueDeCoq.handlers,
  ...chains.handlers,
  ...groupedChains.handlers,
  ...almostLockedSets.handlers,
  ...frankenFish.handlers,
  ...finnedFrankenFish.handlers,
  ...forcing.handlers,
  ...nestedForcing.handlers,
};

const STRATEGIES = new Map<TechniqueId, Strategy>();
for (const family of FAMILIES) {
  for (const strategy of family.strategies) {
    if (STRATEGIES.has(strategy.technique)) throw new Error(`two strategies for ${strategy.technique}`);
    STRATEGIES.set(strategy.technique, strategy);
  }
}

/** The strategy finding a technique, or undefined while no family provides it yet. */
export function findStrategy(id: TechniqueId): Strategy | undefined {
  return STRATEGIES.get(id);
}

/** Every registered strategy. */
export function allStrategies(): Strategy[] {
  return [...STRATEGIES.values()];
}

/** The handler of a step's kind (words, highlights, technique id). */
export function stepHandler(step: Step): StepHandler<Step> {
  const handler = HANDLERS[step.kind] as StepHandler<Step> | undefined;
  if (!handler) throw new Error(`no handler for step kind '${step.kind}'`);
  return handler;
}
