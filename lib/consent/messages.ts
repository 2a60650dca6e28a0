import type { Locale } from '../i18n';
import type { Purpose } from '.';
import { CONSENT_MONTHS } from '.';
import { consentMessagesEn, purposeMessagesEn } from './messages.en';

export const consentMessages = {
  title: 'Vos choix sur les cookies',
  intro:
    'Avec votre accord, nous mesurons l’audience du site et affichons les vidéos YouTube et les plans Google Maps, ' +
    `qui déposent des traceurs. Votre choix est conservé ${CONSENT_MONTHS} mois ; vous pouvez le modifier à tout moment ` +
    'avec le lien « Gestion des cookies » en bas de chaque page.',
  moreInfo: 'En savoir plus',
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
      'Vidéos YouTube et plans Google Maps affichés dans les pages : Google reçoit votre adresse IP et peut déposer des traceurs.',
  },
};

/**
 * The banner's words in a language. Both languages ship with the banner's code (about 0.4 KB
 * compressed) rather than as props, which every page would carry again in its inline data.
 */
export const consentWords = (locale: Locale) =>
  locale === 'en' ? { ...consentMessagesEn, purposes: purposeMessagesEn } : { ...consentMessages, purposes: purposeMessages };
