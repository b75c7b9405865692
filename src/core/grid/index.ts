export * from './bits';
export * from './candidate';
export * from './cell';
export * from './digit';
export * from './grid';
export * from './house';
export * from './puzzle';
