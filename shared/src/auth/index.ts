export * from './session';
export * from './roles';
