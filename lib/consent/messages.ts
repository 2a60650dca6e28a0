import type { Purpose } from '.';
import { CONSENT_MONTHS } from '.';

// Written as French typography sets them (tests/unit/consent.test.ts checks it): the banner ships
// them to the browser without the typography's code.
export const consentMessages = {
  title: 'Vos choix sur les cookies',
  intro:
    'Avec votre accord, nous mesurons l’audience du site et affichons les vidéos YouTube et les plans Google Maps, ' +
    `qui déposent des traceurs. Votre choix est conservé ${CONSENT_MONTHS} mois\u202f; vous pouvez le modifier à tout moment ` +
    'avec le lien «\u202fGestion des cookies\u202f» en bas de chaque page.',
  moreInfo: 'En savoir plus',
  /** Where « En savoir plus » leads: the privacy notice's cookies. */
  moreInfoHref: '/confidentialite#cookies',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customize: 'Choisir par finalité',
  save: 'Enregistrer mes choix',
  purposesLegend: 'Finalités',
  settingsLink: 'Gestion des cookies',
} as const;

export const purposeMessages: Record<Purpose, { label: string; description: string }> = {
  mesure: {
    label: 'Mesure d’audience',
    description: 'Statistiques de fréquentation des pages, via Google Tag Manager, pour améliorer le site.',
  },
  externes: {
    label: 'Contenus externes',
    description:
      'Vidéos YouTube et plans Google Maps affichés dans les pages\u00a0: Google reçoit votre adresse IP et peut déposer des traceurs.',
  },
};

/** The French banner's words, purposes included (ConsentBannerFr, consentWords). */
export const consentWordsFr = { ...consentMessages, purposes: purposeMessages };
