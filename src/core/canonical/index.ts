export { canonicalForm } from './canonical';
export { applyTransform, makeRandomTransform } from './transform';
