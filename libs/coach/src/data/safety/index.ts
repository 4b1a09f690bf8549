import type { SafetyCues, SafetyFlagKind } from '../types.js';
import { bankChange } from './bank-change.js';
import { credentials } from './credentials.js';
import { giftCards } from './gift-cards.js';
import { injection } from './injection.js';
import { moneyTransfer } from './money-transfer.js';
import { urgency } from './urgency.js';
import { wrongdoing } from './wrongdoing.js';

export const SAFETY_CUES: Record<SafetyFlagKind, SafetyCues> = {
  injection,
  money_transfer: moneyTransfer,
  bank_change: bankChange,
  gift_cards: giftCards,
  credentials,
  urgency,
  wrongdoing,
};
