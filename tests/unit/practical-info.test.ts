// Every venue answers the questions a visitor asks before booking: how to get in, what is
// there, how accessible it is and the house rules; the site says when the phone is answered
// and how fast a quote request gets a reply; every prestation answers the usual questions.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content-check';
import { EQUIPMENT_KINDS } from '@/lib/content-model/vocabulary';

const ROOT = resolve(__dirname, '../..');
const { problems, sources } = checkContent({ rootDir: ROOT });
const venues = sources.filter((s) => s.schema?.name === 'Venue');
const site = sources.find((s) => s.schema?.name === 'Site')!.data!;
type Practical = {
  entree: string;
  etage: string;
  itineraires: { minutes: unknown }[];
  equipements: { type: string }[];
  accessibilite: Record<string, unknown>;
  regles: { musique_fin: string; decorations_interdites: string[] };
};

describe('practical information', () => {
  it('the real content passes the check', () => expect(problems).toEqual([]));

  // Every kind of equipment the vocabulary names: a visitor finds each one, or knows the venue has none.
  it.each(venues.map((v) => [v.rel, v] as const))('%s has each practical section', (_, venue) => {
    const info = venue.data!.infos_pratiques as Practical;
    expect(info.entree).toMatch(/\S/);
    expect(info.etage).toMatch(/\S/);
    expect(info.itineraires.length).toBeGreaterThan(0);
    for (const route of info.itineraires) expect(Number.isInteger(route.minutes)).toBe(true);
    expect(new Set(info.equipements.map((e) => e.type))).toEqual(new Set([...EQUIPMENT_KINDS, ...info.equipements.map((e) => e.type)]));
    expect(Object.keys(info.accessibilite)).toEqual(
      expect.arrayContaining(['entree_plain_pied', 'toilettes_accessibles', 'ascenseur', 'porte_min_cm']),
    );
    expect(info.regles.musique_fin).toMatch(/^\d\d:\d\d$/);
    expect(info.regles.decorations_interdites.length).toBeGreaterThan(0);
    expect((venue.data!.acces as { parking: { nom: string } }).parking.nom).toMatch(/\S/);
  });

  it.each(sources.filter((s) => s.schema?.name === 'Prestation').map((p) => [p.rel, p] as const))(
    '%s has a FAQ of 5 to 8 questions, each answered',
    (_, prestation) => {
      const faq = prestation.data!.faq as { question: string; reponse: string }[];
      expect(faq.length).toBeGreaterThanOrEqual(5);
      expect(faq.length).toBeLessThanOrEqual(8);
      for (const entry of faq) {
        expect(entry.question).toMatch(/\?$/);
        expect(entry.reponse).toMatch(/\S/);
      }
    },
  );

  it('site.yaml gives each venue a street number, the phone hours and the reply promise', () => {
    for (const address of site.lieux as Record<string, unknown>[]) expect(address.numero).toMatch(/^\d+/);
    expect(site.telephone_horaires).toMatch(/\S/);
    expect(site.delai_reponse).toMatch(/\S/);
  });
});
