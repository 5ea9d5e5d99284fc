export * from './types';
export * from './util';
export * from './bus';
export * from './auth';
export * from './api';
export * from './ui';
export * from './routes';
export * from './brand';
