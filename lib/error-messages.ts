// The words of the error pages (app/error.tsx and app/global-error.tsx).
export const errorMessages = {
  eyebrow: 'Erreur',
  title: 'Une erreur est survenue',
  text: 'La page n’a pas pu s’afficher. Réessayez dans un instant, ou reprenez depuis l’accueil.',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
  contact: 'Nous contacter',
} as const;
