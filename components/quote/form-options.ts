// The quote form's lists: the event types and formulas that fit what is chosen. Complete for a
// form without JavaScript (the server checks the fit); narrowed once interactive, always keeping
// the current choice, so that a prefilled value the formula does not take stays visible and flagged.
import type { Audience } from '@/lib/content-model/vocabulary';
import { AUDIENCE_GROUPS, type QuoteCatalogue, type QuoteValues } from '@/lib/quotes';
import type { OptionGroup } from '@/components/ui/form/fields';

const AUDIENCES = Object.keys(AUDIENCE_GROUPS) as Audience[];

/** The event types, grouped by audience: those of the chosen audience once interactive. */
export function eventGroups(catalogue: QuoteCatalogue, values: QuoteValues, narrow: boolean): OptionGroup[] {
  const events = catalogue.categories.filter(
    (c) => !narrow || !values.public || c.audience === values.public || c.code === values.evenement,
  );
  return AUDIENCES.map((audience) => ({
    label: AUDIENCE_GROUPS[audience],
    options: events.filter((c) => c.audience === audience).map((c) => ({ value: c.code, label: c.nom })),
  })).filter((group) => group.options.length > 0);
}

/** The formulas, grouped by venue and audience: those that fit the audience, venue and event once interactive. */
export function formulaGroups(catalogue: QuoteCatalogue, values: QuoteValues, narrow: boolean): OptionGroup[] {
  const offered = catalogue.formulas.filter(
    (f) =>
      !narrow ||
      f.id === values.offre ||
      ((!values.public || f.audience === values.public) &&
        (!values.lieu || f.venue === values.lieu) &&
        (!values.evenement || f.categories.includes(values.evenement as never))),
  );
  const groups: OptionGroup[] = [];
  for (const venue of catalogue.venues) {
    for (const audience of AUDIENCES) {
      const options = offered.filter((f) => f.venue === venue.code && f.audience === audience).map((f) => ({ value: f.id, label: f.name }));
      if (options.length > 0) groups.push({ label: `${venue.nom} — ${AUDIENCE_GROUPS[audience]}`, options });
    }
  }
  return groups;
}
