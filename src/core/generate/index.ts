export { dig, isMinimal, withOrbitsBack, DigPath, type DigOptions } from './dig';
export { randomSolutionGrid } from './fullGrid';
export { generatePuzzle, LOCAL_MOVES, type GenerateFailure, type GenerateOutcome, type GenerateRequest, type GeneratedPuzzle } from './generate';
export { puzzleSeed, Rng } from './random';
export { hasSymmetry, isSymmetryName, orbitsOf, SYMMETRIES, SYMMETRY_NAMES, type Symmetry } from './symmetry';
export { parseTarget, parseTargets, ratersOf, SE_TECHNIQUES, TARGET_COLOURS, TARGET_FORMS, targetHelp, type Position, type RatingView, type Target, type Verdict } from './targets';
export { TARGET_CHOICES, type TargetChoice } from './targetChoices';
