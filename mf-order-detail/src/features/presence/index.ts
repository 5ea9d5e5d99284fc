export { AlsoViewing } from './AlsoViewing';
