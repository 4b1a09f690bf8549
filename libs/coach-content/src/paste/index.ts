/**
 * Long pastes: cleaning (quoted copies, signatures' contact details, legal footers, "Sent from my
 * iPhone"), splitting into messages, and fitting the analysis limit by keeping the latest
 * messages. Pure and linear in the text's length: the web fits a paste before sending it, and the
 * coach can read a paste the same way.
 */
export { cleanPaste, type CleanedPaste, type RemovedKind, type RemovedPart } from './clean.js';
export { splitMessages, type PasteMessage, type PasteMessages, type PasteUnit } from './split.js';
export { isMailField, isMailFrom, mailFromValue } from './mail-fields.js';
export { fitPaste, type FitOptions, type FitResult, type PasteWindow } from './fit.js';
