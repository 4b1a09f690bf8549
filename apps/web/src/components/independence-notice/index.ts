export { IndependenceNotice } from './IndependenceNotice';
