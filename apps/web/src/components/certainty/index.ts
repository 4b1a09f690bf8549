export { CertaintyNote, CERTAINTY_TEXT } from './CertaintyNote';
