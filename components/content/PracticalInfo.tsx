import type { AccessInfo, PracticalInfo as Practical } from '@/lib/content';
import type { EquipmentKind } from '@/lib/content-model/vocabulary';
import { EQUIPMENT_KINDS } from '@/lib/content-model/vocabulary';
import type { ListingWords } from '@/lib/view/listing-words';
import type { RuleTopic } from '@/lib/view/practical';
import { TransitList } from './AccessInfo';
import { Typeset } from '@/components/ui/Typeset';

/** The sections of the venue page's practical information, in their order. */
const SECTIONS = [
  ['infos-venir', 'venir'],
  ['infos-equipements', 'equipements'],
  ['infos-accessibilite', 'accessibilite'],
  ['infos-reglement', 'reglement'],
] as const;

const ALL_TOPICS: readonly RuleTopic[] = ['musique', 'decorations', 'traiteurs', 'alcool', 'installation'];

type Equipment = Practical['equipements'][number];

/** The equipment of the given kinds, under one heading per kind, in the order of `kinds`. */
export function EquipmentList({
  items,
  kinds,
  words,
}: {
  items: readonly Equipment[];
  kinds: readonly EquipmentKind[];
  words: ListingWords;
}) {
  const byKind = kinds.map((kind) => [kind, items.filter((item) => item.type === kind)] as const).filter(([, found]) => found.length);
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {byKind.map(([kind, found]) => (
        <div key={kind} className="contents">
          <dt className="font-semibold">{words.practical.kinds[kind]}</dt>
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
export function HouseRules({
  rules: r,
  topics = ALL_TOPICS,
  words: { rules: w, format },
}: {
  rules: Practical['regles'];
  topics?: readonly RuleTopic[] | undefined;
  words: ListingWords;
}) {
  const rows: Record<RuleTopic, [string, string][]> = {
    musique: [[w.music, w.musicUntil(format.clock(r.musique_fin), r.bruit)]],
    decorations: [
      [w.decorationsAllowed, `${format.join(r.decorations_permises)}.`],
      [w.decorationsForbidden, `${format.join(r.decorations_interdites)}.`],
    ],
    traiteurs: [[w.caterers, r.traiteurs]],
    alcool: [[w.alcohol, r.alcool]],
    installation: [[w.setUp, w.setUpText(r.installation_minutes, r.rangement_minutes)]],
  };
  const shown = [
    ...topics.flatMap((topic) => rows[topic]),
    ...(topics === ALL_TOPICS && r.dechets ? [[w.waste, r.dechets] as [string, string]] : []),
  ];
  return (
    <dl className="mt-2 space-y-2">
      {shown.map(([label, text]) => (
        <div key={label}>
          <dt className="inline font-semibold">
            {/* One list of text, as written before the words had a language (React's data unchanged). */}
            {[label, ...w.colon]}
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
export function PracticalInfo({ info, access, words }: { info: Practical; access: AccessInfo; words: ListingWords }) {
  const a = info.accessibilite;
  const r = info.regles;
  const w = words.practical;
  return (
    <section aria-labelledby="infos-pratiques" className="mt-12">
      <h2 id="infos-pratiques" className="section-title">
        {w.title}
      </h2>
      <nav aria-label={w.contents} className="mt-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map(([id, section]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {w.sections[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 id="infos-venir" className={h3}>
            {w.sections.venir}
          </h3>
          <p className="mt-2 font-semibold">
            <Typeset text={access.address} />
          </p>
          <p className="mt-1">
            <Typeset text={info.entree} />
          </p>
          <p className="mt-1">
            <Typeset text={w.floor(info.etage)} />
          </p>
          <ul className="mt-3 space-y-2">
            {info.itineraires.map((route) => (
              <li key={route.depuis}>
                <strong>{route.depuis}</strong>
                <Typeset text={w.walk(route.minutes, route.texte)} />
              </li>
            ))}
          </ul>
          <TransitList access={access} words={words} />
          <p className="mt-3">
            <Typeset text={w.byCar(access.parking.nom, access.parking.payant, words.format.distance(access.parking.distance_m))} />
          </p>
          <p className="mt-3 text-sm">{w.maps}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <li>
              <a href={access.maps.osm} className="inline-flex min-h-11 items-center underline underline-offset-2">
                OpenStreetMap
              </a>
            </li>
            <li>
              <a href={access.maps.apple} className="inline-flex min-h-11 items-center underline underline-offset-2">
                {w.appleMaps}
              </a>
            </li>
            <li>
              <a href={access.maps.geo} className="inline-flex min-h-11 items-center underline underline-offset-2">
                {w.otherMaps}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h3 id="infos-equipements" className={h3}>
            {w.sections.equipements}
          </h3>
          <EquipmentList items={info.equipements} kinds={EQUIPMENT_KINDS} words={words} />
        </div>

        <div>
          <h3 id="infos-accessibilite" className={h3}>
            {w.sections.accessibilite}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{w.stepFree(a.entree_plain_pied)}</li>
            <li>{w.toilets(a.toilettes_accessibles)}</li>
            <li>{w.lift(a.ascenseur)}</li>
            <li>{w.door(a.porte_min_cm)}</li>
          </ul>
          {a.precision && (
            <p className="mt-2">
              <Typeset text={a.precision} />
            </p>
          )}
        </div>

        <div>
          <h3 id="infos-reglement" className={h3}>
            {w.sections.reglement}
          </h3>
          <HouseRules rules={r} words={words} />
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
  words,
}: {
  info: Practical;
  equipment: readonly EquipmentKind[];
  rules: readonly RuleTopic[];
  venueHref: string;
  words: ListingWords;
}) {
  const w = words.practical;
  return (
    <section aria-labelledby="sur-place" className="mt-12">
      <h2 id="sur-place" className="section-title">
        {w.onSite}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold text-brand-800">{w.usefulEquipment}</h3>
          <EquipmentList items={info.equipements} kinds={equipment} words={words} />
        </div>
        <div>
          <h3 className="text-xl font-semibold text-brand-800">{w.goodToKnow}</h3>
          <HouseRules rules={info.regles} topics={rules} words={words} />
        </div>
      </div>
      <p className="mt-4">
        <a href={`${venueHref}#infos-pratiques`} className="font-semibold text-brand-700 underline underline-offset-2">
          {w.all}
        </a>
      </p>
    </section>
  );
}
