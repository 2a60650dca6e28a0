// Which of a venue's practical facts matter for a kind of event: a children's party wants the
// kitchen and the decoration rules, a meeting the screen and the Wi-Fi. One table, read by the
// product pages; the facts themselves live once, in the venue's `infos_pratiques`.
import type { CategoryCode, EquipmentKind } from '../content-model/vocabulary';

export type RuleTopic = 'musique' | 'decorations' | 'traiteurs' | 'alcool' | 'installation';

type Relevant = { equipment: readonly EquipmentKind[]; rules: readonly RuleTopic[] };

const FAMILY_PARTY: Relevant = {
  equipment: ['cuisine', 'tables', 'chaises', 'son'],
  rules: ['decorations', 'traiteurs', 'installation', 'musique'],
};
const EVENING_PARTY: Relevant = {
  equipment: ['son', 'cuisine', 'tables', 'vestiaire'],
  rules: ['musique', 'alcool', 'decorations', 'traiteurs'],
};
const WORK: Relevant = { equipment: ['projection', 'wifi', 'tables', 'chaises', 'climatisation'], rules: ['installation', 'traiteurs'] };

export const RELEVANT_BY_CATEGORY: Record<CategoryCode, Relevant> = {
  anniversaire_enfants: FAMILY_PARTY,
  babyshower: FAMILY_PARTY,
  bapteme: FAMILY_PARTY,
  repas_famille: FAMILY_PARTY,
  journee_samedi: FAMILY_PARTY,
  mariage: { equipment: ['cuisine', 'tables', 'chaises', 'son', 'vestiaire'], rules: ['traiteurs', 'alcool', 'musique', 'decorations'] },
  boom: { equipment: ['son', 'cuisine', 'vestiaire'], rules: ['musique', 'alcool', 'decorations'] },
  soiree: EVENING_PARTY,
  soiree_entreprise: { equipment: ['son', 'projection', 'wifi', 'cuisine', 'vestiaire'], rules: ['traiteurs', 'alcool', 'musique'] },
  reunion: WORK,
  formation: WORK,
  ag: { equipment: ['projection', 'chaises', 'tables', 'wifi'], rules: ['installation'] },
};
