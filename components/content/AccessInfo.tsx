import type { AccessInfo as Access } from '@/lib/content';
import type { ListingWords } from '@/lib/view/listing-words';
import { Typeset } from '@/components/ui/Typeset';

type Row = [label: string, value: string];

const transitRows = (access: Access, { access: w, format }: ListingWords): Row[] => [
  [w.metro, `${w.lines(access.metro.lignes)}${access.metro.stations?.length ? w.stations(format.join(access.metro.stations, w.or)) : ''}`],
  [w.tramway, access.tramway ? access.tramway.lignes.join(', ') : w.noTramway],
  [w.bus, w.lines(access.bus.lignes)],
  [w.station, `${access.gare.nom} ${format.journey(access.gare.mode, access.gare.minutes_min, access.gare.minutes_max)}`],
  [w.airport, `${access.aeroport.nom} ${format.journey(access.aeroport.mode, access.aeroport.minutes_min, access.aeroport.minutes_max)}`],
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
export function TransitList({ access, words }: { access: Access; words: ListingWords }) {
  return <Rows rows={transitRows(access, words)} className="mt-3" />;
}

/** `id`: the heading's, for the in-page links (one per venue when a text shows several). */
export function AccessInfo({ access, words, id = 'acces' }: { access: Access; words: ListingWords; id?: string }) {
  const rows: Row[] = [
    [words.access.address, access.address],
    ...transitRows(access, words),
    [words.access.parking, words.access.parkingAt(access.parking.payant, words.format.distance(access.parking.distance_m))],
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
