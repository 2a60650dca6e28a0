import type { AccessInfo, PracticalInfo as Practical } from '@/lib/content';
import type { EquipmentKind } from '@/lib/content-model/vocabulary';
import { EQUIPMENT_KINDS } from '@/lib/content-model/vocabulary';
import { formatClock, formatDistance, joinFrench } from '@/lib/french/format';
import type { RuleTopic } from '@/lib/view/practical';
import { TransitList } from './AccessInfo';
import { Typeset } from '@/components/ui/Typeset';

const KIND_LABEL: Record<EquipmentKind, string> = {
  tables: 'Tables',
  chaises: 'Chaises',
  cuisine: 'Cuisine',
  son: 'Son',
  projection: 'Projection',
  wifi: 'Wi-Fi',
  chauffage: 'Chauffage',
  climatisation: 'Climatisation',
  toilettes: 'Toilettes',
  vestiaire: 'Vestiaire',
  lumiere: 'Lumière',
};

const SECTIONS = [
  ['infos-venir', 'Venir et entrer'],
  ['infos-equipements', 'Équipements'],
  ['infos-accessibilite', 'Accessibilité'],
  ['infos-reglement', 'Règlement de la salle'],
] as const;

const ALL_TOPICS: readonly RuleTopic[] = ['musique', 'decorations', 'traiteurs', 'alcool', 'installation'];

type Equipment = Practical['equipements'][number];

/** The equipment of the given kinds, under one heading per kind, in the order of `kinds`. */
export function EquipmentList({ items, kinds }: { items: readonly Equipment[]; kinds: readonly EquipmentKind[] }) {
  const byKind = kinds.map((kind) => [kind, items.filter((item) => item.type === kind)] as const).filter(([, found]) => found.length);
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {byKind.map(([kind, found]) => (
        <div key={kind} className="contents">
          <dt className="font-semibold">{KIND_LABEL[kind]}</dt>
          <dd>
            <ul>
              {found.map((item) => (
                <li key={item.nom}>
                  <Typeset
                    text={`${item.quantite > 1 ? `${item.quantite} × ` : ''}${item.nom}${item.precision ? ` (${item.precision})` : ''}`}
                  />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The house rules on the given topics, as the venue writes them once. */
export function HouseRules({ rules: r, topics = ALL_TOPICS }: { rules: Practical['regles']; topics?: readonly RuleTopic[] }) {
  const rows: Record<RuleTopic, [string, string][]> = {
    musique: [['Musique', `jusqu’à ${formatClock(r.musique_fin)}.${r.bruit ? ` ${r.bruit}` : ''}`]],
    decorations: [
      ['Décorations permises', `${joinFrench(r.decorations_permises)}.`],
      ['Décorations interdites', `${joinFrench(r.decorations_interdites)}.`],
    ],
    traiteurs: [['Traiteur', r.traiteurs]],
    alcool: [['Alcool', r.alcool]],
    installation: [
      [
        'Installation et rangement',
        `${r.installation_minutes} min pour vous installer et ${r.rangement_minutes} min pour ranger, compris dans la location.`,
      ],
    ],
  };
  const shown = [
    ...topics.flatMap((topic) => rows[topic]),
    ...(topics === ALL_TOPICS && r.dechets ? [['Déchets', r.dechets] as [string, string]] : []),
  ];
  return (
    <dl className="mt-2 space-y-2">
      {shown.map(([label, text]) => (
        <div key={label}>
          <dt className="inline font-semibold">
            {label}
            {'\u00a0'}:{' '}
          </dt>
          <dd className="inline">
            <Typeset text={text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const h3 = 'scroll-mt-24 text-xl font-semibold text-brand-800';

/** The venue page's practical section, its one place for how to come: the access lines are in « Venir et entrer ». */
export function PracticalInfo({ info, access }: { info: Practical; access: AccessInfo }) {
  const a = info.accessibilite;
  const r = info.regles;
  return (
    <section aria-labelledby="infos-pratiques" className="mt-12">
      <h2 id="infos-pratiques" className="section-title">
        Infos pratiques
      </h2>
      <nav aria-label="Infos pratiques\u00a0: sommaire" className="mt-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 id="infos-venir" className={h3}>
            Venir et entrer
          </h3>
          <p className="mt-2 font-semibold">
            <Typeset text={access.address} />
          </p>
          <p className="mt-1">
            <Typeset text={info.entree} />
          </p>
          <p className="mt-1">
            <Typeset text={`Étage : ${info.etage.charAt(0).toLowerCase()}${info.etage.slice(1)}.`} />
          </p>
          <ul className="mt-3 space-y-2">
            {info.itineraires.map((route) => (
              <li key={route.depuis}>
                <strong>{route.depuis}</strong>
                <Typeset text={`, ${route.minutes} min à pied : ${route.texte}`} />
              </li>
            ))}
          </ul>
          <TransitList access={access} />
          <p className="mt-3">
            <Typeset
              text={`En voiture : ${access.parking.nom}, parking ${access.parking.payant ? 'payant' : 'gratuit'} à ${formatDistance(access.parking.distance_m)}.`}
            />
          </p>
          <p className="mt-3 text-sm">Ouvrir l’adresse dans votre application de cartes{'\u00a0'}:</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <li>
              <a href={access.maps.osm} className="inline-flex min-h-11 items-center underline underline-offset-2">
                OpenStreetMap
              </a>
            </li>
            <li>
              <a href={access.maps.apple} className="inline-flex min-h-11 items-center underline underline-offset-2">
                Plans (Apple)
              </a>
            </li>
            <li>
              <a href={access.maps.geo} className="inline-flex min-h-11 items-center underline underline-offset-2">
                Autre application (lien geo)
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h3 id="infos-equipements" className={h3}>
            Équipements
          </h3>
          <EquipmentList items={info.equipements} kinds={EQUIPMENT_KINDS} />
        </div>

        <div>
          <h3 id="infos-accessibilite" className={h3}>
            Accessibilité
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{a.entree_plain_pied ? 'Entrée de plain-pied, sans marche' : 'Entrée avec une ou plusieurs marches'}</li>
            <li>
              {a.toilettes_accessibles ? 'Toilettes accessibles en fauteuil roulant' : 'Pas de toilettes accessibles en fauteuil roulant'}
            </li>
            <li>{a.ascenseur ? 'Ascenseur jusqu’à la salle' : 'Pas d’ascenseur'}</li>
            <li>
              Porte la plus étroite du parcours{'\u00a0'}: {a.porte_min_cm} cm
            </li>
          </ul>
          {a.precision && (
            <p className="mt-2">
              <Typeset text={a.precision} />
            </p>
          )}
        </div>

        <div>
          <h3 id="infos-reglement" className={h3}>
            Règlement de la salle
          </h3>
          <HouseRules rules={r} />
        </div>
      </div>
    </section>
  );
}

/** On a product page: the equipment and rules that matter for this kind of event, and a link to the rest. */
export function PracticalHighlights({
  info,
  equipment,
  rules,
  venueHref,
}: {
  info: Practical;
  equipment: readonly EquipmentKind[];
  rules: readonly RuleTopic[];
  venueHref: string;
}) {
  return (
    <section aria-labelledby="sur-place" className="mt-12">
      <h2 id="sur-place" className="section-title">
        Sur place pour votre événement
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold text-brand-800">Équipements utiles</h3>
          <EquipmentList items={info.equipements} kinds={equipment} />
        </div>
        <div>
          <h3 className="text-xl font-semibold text-brand-800">Bon à savoir</h3>
          <HouseRules rules={info.regles} topics={rules} />
        </div>
      </div>
      <p className="mt-4">
        <a href={`${venueHref}#infos-pratiques`} className="font-semibold text-brand-700 underline underline-offset-2">
          Accès, accessibilité et toutes les infos pratiques du lieu
        </a>
      </p>
    </section>
  );
}
