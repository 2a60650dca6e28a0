import type { AccessInfo, PracticalInfo as Practical } from '@/lib/content';
import type { EquipmentKind } from '@/lib/content-model/vocabulary';
import { EQUIPMENT_KINDS } from '@/lib/content-model/vocabulary';
import { formatClock, formatDistance, joinFrench } from '@/lib/format';

const KIND_LABEL: Record<EquipmentKind, string> = {
  tables: 'Tables', chaises: 'Chaises', cuisine: 'Cuisine', son: 'Son', projection: 'Projection', wifi: 'Wi-Fi',
  chauffage: 'Chauffage', climatisation: 'Climatisation', toilettes: 'Toilettes', vestiaire: 'Vestiaire', lumiere: 'Lumière',
};

const SECTIONS = [
  ['infos-venir', 'Venir et entrer'],
  ['infos-equipements', 'Équipements'],
  ['infos-accessibilite', 'Accessibilité'],
  ['infos-reglement', 'Règlement de la salle'],
] as const;

const h3 = 'scroll-mt-24 text-xl font-semibold text-brand-800';

export function PracticalInfo({ info, access }: { info: Practical; access: AccessInfo }) {
  const a = info.accessibilite;
  const r = info.regles;
  const byKind = EQUIPMENT_KINDS.map((kind) => [kind, info.equipements.filter((item) => item.type === kind)] as const).filter(([, items]) => items.length);
  return (
    <section aria-labelledby="infos-pratiques" className="mt-12">
      <h2 id="infos-pratiques" className="text-2xl font-semibold text-brand-800">Infos pratiques</h2>
      <nav aria-label="Infos pratiques : sommaire" className="mt-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 font-medium text-brand-700 underline-offset-2 hover:underline">{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 id="infos-venir" className={h3}>Venir et entrer</h3>
          <p className="mt-2 font-semibold">{access.address}</p>
          <p className="mt-1">{info.entree}</p>
          <p className="mt-1">Étage : {info.etage.charAt(0).toLowerCase()}{info.etage.slice(1)}.</p>
          <ul className="mt-3 space-y-2">
            {info.itineraires.map((route) => (
              <li key={route.depuis}>
                <strong>{route.depuis}</strong>, {route.minutes} min à pied : {route.texte}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            En voiture : {access.parking.nom}, parking {access.parking.payant ? 'payant' : 'gratuit'} à {formatDistance(access.parking.distance_m)}.
          </p>
          <p className="mt-3 text-sm">Ouvrir l’adresse dans votre application de cartes :</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <li><a href={access.maps.osm} className="inline-flex min-h-11 items-center underline underline-offset-2">OpenStreetMap</a></li>
            <li><a href={access.maps.apple} className="inline-flex min-h-11 items-center underline underline-offset-2">Plans (Apple)</a></li>
            <li><a href={access.maps.geo} className="inline-flex min-h-11 items-center underline underline-offset-2">Autre application (lien geo)</a></li>
          </ul>
        </div>

        <div>
          <h3 id="infos-equipements" className={h3}>Équipements</h3>
          <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {byKind.map(([kind, items]) => (
              <div key={kind} className="contents">
                <dt className="font-semibold">{KIND_LABEL[kind]}</dt>
                <dd>
                  <ul>
                    {items.map((item) => (
                      <li key={item.nom}>
                        {item.quantite > 1 ? `${item.quantite} × ` : ''}{item.nom}{item.precision ? ` (${item.precision})` : ''}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h3 id="infos-accessibilite" className={h3}>Accessibilité</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{a.entree_plain_pied ? 'Entrée de plain-pied, sans marche' : 'Entrée avec une ou plusieurs marches'}</li>
            <li>{a.toilettes_accessibles ? 'Toilettes accessibles en fauteuil roulant' : 'Pas de toilettes accessibles en fauteuil roulant'}</li>
            <li>{a.ascenseur ? 'Ascenseur jusqu’à la salle' : 'Pas d’ascenseur'}</li>
            <li>Porte la plus étroite du parcours : {a.porte_min_cm} cm</li>
          </ul>
          {a.precision && <p className="mt-2">{a.precision}</p>}
        </div>

        <div>
          <h3 id="infos-reglement" className={h3}>Règlement de la salle</h3>
          <dl className="mt-2 space-y-2">
            <div><dt className="inline font-semibold">Musique : </dt><dd className="inline">jusqu’à {formatClock(r.musique_fin)}.{r.bruit ? ` ${r.bruit}` : ''}</dd></div>
            <div><dt className="inline font-semibold">Décorations permises : </dt><dd className="inline">{joinFrench(r.decorations_permises)}.</dd></div>
            <div><dt className="inline font-semibold">Décorations interdites : </dt><dd className="inline">{joinFrench(r.decorations_interdites)}.</dd></div>
            <div><dt className="inline font-semibold">Traiteur : </dt><dd className="inline">{r.traiteurs}</dd></div>
            <div><dt className="inline font-semibold">Alcool : </dt><dd className="inline">{r.alcool}</dd></div>
            <div><dt className="inline font-semibold">Installation et rangement : </dt><dd className="inline">{r.installation_minutes} min pour vous installer et {r.rangement_minutes} min pour ranger, compris dans la location.</dd></div>
            {r.dechets && <div><dt className="inline font-semibold">Déchets : </dt><dd className="inline">{r.dechets}</dd></div>}
          </dl>
        </div>
      </div>
    </section>
  );
}
