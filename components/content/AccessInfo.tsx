import type { AccessInfo as Access } from '@/lib/content';
import { formatDistance, formatJourney, joinFrench } from '@/lib/french/format';
import { Typeset } from '@/components/ui/Typeset';

type Row = [label: string, value: string];

const transitRows = (access: Access): Row[] => [
  [
    'Métro',
    `ligne${access.metro.lignes.length > 1 ? 's' : ''} ${access.metro.lignes.join(', ')}${access.metro.stations?.length ? ` (${joinFrench(access.metro.stations, 'ou')})` : ''}`,
  ],
  ['Tramway', access.tramway ? access.tramway.lignes.join(', ') : 'pas de tramway à proximité'],
  ['Bus', `ligne${access.bus.lignes.length > 1 ? 's' : ''} ${access.bus.lignes.join(', ')}`],
  ['Gare', `${access.gare.nom} ${formatJourney(access.gare.mode, access.gare.minutes_min, access.gare.minutes_max)}`],
  ['Aéroport', `${access.aeroport.nom} ${formatJourney(access.aeroport.mode, access.aeroport.minutes_min, access.aeroport.minutes_max)}`],
];

function Rows({ rows, className }: { rows: Row[]; className: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr] ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">
            <Typeset text={label} />
          </dt>
          <dd className="text-muted sm:text-ink">
            <Typeset text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Metro, tramway, bus, station and airport: inside the venue page's « Venir et entrer », which gives the address and parking. */
export function TransitList({ access }: { access: Access }) {
  return <Rows rows={transitRows(access)} className="mt-3" />;
}

/** `id`: the heading's, for the in-page links (one per venue when a text shows several). */
export function AccessInfo({ access, id = 'acces' }: { access: Access; id?: string }) {
  const rows: Row[] = [
    ['Adresse', access.address],
    ...transitRows(access),
    ['Parking', `${access.parking.payant ? 'payant' : 'gratuit'}, à ${formatDistance(access.parking.distance_m)}`],
  ];
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="section-title">
        <Typeset text={access.title} />
      </h2>
      <Rows rows={rows} className="mt-4" />
    </section>
  );
}
