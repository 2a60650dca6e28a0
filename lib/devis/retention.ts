// How long an accepted devis is kept: 10 years from its acceptance, whatever happens to it after
// (a contract concluded online from 120 €, Code de la consommation L213-1 and D213-2; also an
// accounting record). The privacy notices say it ({duree_contrats}); the desk's upkeep applies it.
export const CONTRACT_YEARS = 10;
