// The availability feature's server entry: the formulas with their hours and calendars, drawn
// from the content, and a venue's availability from its feeds and their copies in the database
// (./venue.ts, marked `import 'server-only'`). A second entry beside ./index.ts so that the
// calendar's client components never pull them in. server.ts and the launch check run outside
// the react-server condition: they import the settings (./settings.ts) directly, as its header says.
export { unitsOf, venueFormulas } from './formulas';
export { knownAvailabilityOn, statusWhenSent, venueAvailability } from './venue';
