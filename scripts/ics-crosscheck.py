# The busy intervals of an ICS file as python's recurring_ical_events reads it (the library behind
# many calendar integrations), for scripts/ics-crosscheck.ts: [start, end] in ms, merged; floating
# times and dates are Paris time, as the site reads them. Needs Debian's python3-recurring-ical-events.
import sys, json, datetime
import icalendar, recurring_ical_events
from zoneinfo import ZoneInfo
paris = ZoneInfo('Europe/Paris')
text = open(sys.argv[1], 'rb').read()
frm = datetime.datetime.fromtimestamp(int(sys.argv[2]) / 1000, tz=datetime.timezone.utc)
until = datetime.datetime.fromtimestamp(int(sys.argv[3]) / 1000, tz=datetime.timezone.utc)
out = []
errors = []
# Several VCALENDAR blocks: read each.
for cal in icalendar.Calendar.from_ical(text, multiple=True):
    try:
        events = recurring_ical_events.of(cal).between(frm, until)
    except Exception as e:
        errors.append(repr(e)); continue
    for ev in events:
        if str(ev.get('TRANSP', 'OPAQUE')).upper() == 'TRANSPARENT': continue
        if str(ev.get('STATUS', '')).upper() == 'CANCELLED': continue
        s = ev['DTSTART'].dt
        e = ev['DTEND'].dt if 'DTEND' in ev else None
        def inst(d):
            if isinstance(d, datetime.datetime):
                if d.tzinfo is None: d = d.replace(tzinfo=paris)
                return int(d.timestamp() * 1000)
            return int(datetime.datetime(d.year, d.month, d.day, tzinfo=paris).timestamp() * 1000)
        a = inst(s)
        if e is None:
            if 'DURATION' in ev: b = a + int(ev['DURATION'].dt.total_seconds() * 1000)
            elif isinstance(s, datetime.datetime): b = a
            else: b = inst(s + datetime.timedelta(days=1))
        else: b = inst(e)
        out.append([a, b])
out.sort()
merged = []
for a, b in out:
    if merged and a <= merged[-1][1]: merged[-1][1] = max(merged[-1][1], b)
    else: merged.append([a, b])
print(json.dumps({'busy': merged, 'errors': errors}))
