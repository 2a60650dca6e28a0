// What a devis prints from the content, read once here: the provider's legal identity, the venues'
// addresses, the bank account for the deposit, the consumer mediator, the default validity and
// deposit, the figures of the rental terms (content/site.yaml), and the address of the rental terms in each language.
import { accessOf, englishPage, englishPageHref, getVenue, site, sitePhone } from '../content';
import { VENUE_CODES, type VenueCode } from '../content-model/vocabulary';
import { SITE_URL } from '../env';
import type { Locale } from '../i18n';

export type DevisTerms = {
  provider: {
    brand: string;
    name: string;
    legalForm: string;
    /** Share capital, in euros. */
    capital: number;
    address: string;
    siren: string;
    siret?: string | undefined;
    rcsCity: string;
    vatNumber: string;
    email: string;
    phone: Record<Locale, string>;
  };
  venues: Record<VenueCode, { name: string; address: string }>;
  bank: { iban: string; bic: string; holder: string };
  mediator: { name: string; address: string; website: string };
  /** The figures of the rental terms a devis repeats (content/site.yaml `devis`, which the terms pages are checked against). */
  contract: {
    securityDepositEuros: number;
    balanceDaysBefore: number;
    proPaymentDays: number;
    /** An individual's acompte refunded, less `feeEuros`, more than `refundDays` before; kept until `partialDays`; then `sharePercent`; the whole price under `fullDays`. */
    cancellation: { refundDays: number; feeEuros: number; partialDays: number; sharePercent: number; fullDays: number };
    proCourt: string;
  };
  /** What a new devis proposes: its validity, its deposit (% of the TTC total) and the days to pay it. */
  defaults: { validityDays: number; depositPercent: number; depositDays: number };
  /** The rental terms' page, absolute, in each language (French where no English page exists). */
  termsUrl: Record<Locale, string>;
};

const FRENCH_TERMS = '/conditions-de-location';

/** The devis's terms as content/site.yaml and the venues give them. */
export function devisTerms(): DevisTerms {
  const { legal, banque, devis } = site;
  const english = englishPage(FRENCH_TERMS.slice(1));
  const venue = (code: VenueCode) => {
    const found = getVenue(code);
    return { name: found.title, address: accessOf(found).address };
  };
  return {
    provider: {
      brand: site.brand,
      name: legal.raison_sociale,
      legalForm: legal.forme_juridique,
      capital: legal.capital,
      address: `${legal.siege.rue}, ${legal.siege.code_postal} ${legal.siege.ville}`,
      siren: legal.siren,
      siret: legal.siret,
      rcsCity: legal.rcs_ville,
      vatNumber: legal.tva,
      email: site.email,
      phone: { fr: sitePhone('fr'), en: sitePhone('en') },
    },
    venues: Object.fromEntries(VENUE_CODES.map((code) => [code, venue(code)])) as DevisTerms['venues'],
    bank: { iban: banque.iban, bic: banque.bic, holder: banque.titulaire },
    mediator: { name: devis.mediateur.nom, address: devis.mediateur.adresse, website: devis.mediateur.site },
    contract: {
      securityDepositEuros: devis.depot_garantie_euros,
      balanceDaysBefore: devis.solde_jours,
      proPaymentDays: devis.paiement_pro_jours,
      cancellation: {
        refundDays: devis.annulation.remboursement_jours,
        feeEuros: devis.annulation.frais_euros,
        partialDays: devis.annulation.partiel_jours,
        sharePercent: devis.annulation.part_pourcent,
        fullDays: devis.annulation.total_jours,
      },
      proCourt: devis.tribunal_pro,
    },
    defaults: { validityDays: devis.validite_jours, depositPercent: devis.acompte_pourcent, depositDays: devis.acompte_jours },
    termsUrl: { fr: `${SITE_URL}${FRENCH_TERMS}`, en: `${SITE_URL}${english ? englishPageHref(english) : FRENCH_TERMS}` },
  };
}
