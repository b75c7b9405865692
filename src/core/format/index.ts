export * from './givens';
export * from './gridText';
export * from './puzzleText';
export * from './records';
