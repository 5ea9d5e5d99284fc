export * from './session';
export * from './roles';
export * from './policy';
