export * from './clauseLengths';
export * from './cnf';
export * from './colour';
export * from './dimacs';
export * from './dpll';
export * from './encodings';
export * from './satSolve';
