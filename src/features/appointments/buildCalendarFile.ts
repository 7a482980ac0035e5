// An appointment as an iCalendar file (RFC 5545) a member can add to any calendar: one VEVENT with
// UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY, LOCATION and DESCRIPTION; CRLF line endings, text
// escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets.

export interface CalendarEvent {
  /** Stable per appointment, so importing it again updates rather than duplicates. */
  uid: string;
  startUtc: string;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

const CRLF = '\r\n';

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildCalendarFile(event: CalendarEvent): string {
  const start = new Date(event.startUtc);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cryo Member Portal//Collection appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
