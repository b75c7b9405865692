export { canonicalForm, areIsomorphs } from './canonical';
export { applyTransform, identityTransform, makeRandomTransform, type SudokuTransform } from './transform';
