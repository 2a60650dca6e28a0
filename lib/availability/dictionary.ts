// What a visitor reads of availability in their language: French (./messages.ts) always at hand,
// English (./messages.en.ts) loaded by the English pages only (`loadAvailabilityMessages`), as pricing's words.
import { lazyWords } from '../i18n/lazy-words';
import { availabilityMessagesFr } from './messages';

const words = lazyWords(
  availabilityMessagesFr,
  { en: () => import('./messages.en').then((module) => module.availabilityMessagesEn) },
  { words: 'des disponibilités', load: 'loadAvailabilityMessages' },
);

export const availabilityMessagesFor = words.wordsFor;

export const loadAvailabilityMessages = words.load;
