export * from './common';
export * from './proposals';
export * from './clients';
export * from './templates';
export * from './usage';
export * from './pipeline';
export * from './events';
