// The quote form's lists: the event types and formulas that fit what is chosen. Complete for a
// form without JavaScript (the server checks the fit); narrowed once interactive, always keeping
// the current choice, so that a prefilled value the formula does not take stays visible and flagged.
import type { Audience } from '@/lib/content-model/vocabulary';
import type { QuoteCatalogue, QuoteMessages, QuoteValues } from '@/lib/quotes';
import type { OptionGroup } from '@/components/ui/form/fields';

/** The audiences' group names, in the form's language. */
type Groups = QuoteMessages['AUDIENCE_GROUPS'];
const audiencesOf = (groups: Groups) => Object.keys(groups) as Audience[];

/** The event types, grouped by audience: those of the chosen audience once interactive. */
export function eventGroups(catalogue: QuoteCatalogue, values: QuoteValues, narrow: boolean, groups: Groups): OptionGroup[] {
  const events = catalogue.categories.filter(
    (c) => !narrow || !values.public || c.audience === values.public || c.code === values.evenement,
  );
  return audiencesOf(groups)
    .map((audience) => ({
      label: groups[audience],
      options: events.filter((c) => c.audience === audience).map((c) => ({ value: c.code, label: c.nom })),
    }))
    .filter((group) => group.options.length > 0);
}

/** The formulas, grouped by venue and audience: those that fit the audience, venue and event once interactive. */
export function formulaGroups(catalogue: QuoteCatalogue, values: QuoteValues, narrow: boolean, names: Groups): OptionGroup[] {
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
    for (const audience of audiencesOf(names)) {
      const options = offered.filter((f) => f.venue === venue.code && f.audience === audience).map((f) => ({ value: f.id, label: f.name }));
      if (options.length > 0) groups.push({ label: `${venue.nom} — ${names[audience]}`, options });
    }
  }
  return groups;
}
