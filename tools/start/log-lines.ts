/** Pino's numeric levels, named. */
const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

interface LogEntry {
  level?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * Fastify's own request logging names the route only on the incoming line; it is remembered for
 * the completed one. Our API logs one line per request instead, with the route on it
 * (apps/api/src/plugins/app/request-context.ts).
 */
const requests = new Map<string, string>();

/**
 * The API logs JSON for machines; in `npm start` a person reads it, so this turns each event into
 * one short line (null: nothing to show). Lines that are not JSON pass through unchanged.
 */
export function humaniseLogLine(line: string): string | null {
  if (!line.trim()) return null;
  if (!line.startsWith('{')) return line;
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line;
  }
  const reqId = entry.reqId ?? '';
  if (entry.msg === 'incoming request') {
    requests.set(reqId, `${entry.req?.method ?? ''} ${entry.req?.url ?? ''}`);
    return null;
  }
  const level = LEVELS[entry.level ?? 30] ?? 'info';
  const prefix = level === 'info' ? '' : `${level.toUpperCase()} `;
  if (entry.msg === 'request completed' && entry.res) {
    const ms = Math.round(entry.responseTime ?? 0);
    const route =
      requests.get(reqId) ?? (entry.req ? `${entry.req.method ?? ''} ${entry.req.url ?? ''}` : '');
    requests.delete(reqId);
    return `${prefix}${route} → ${entry.res.statusCode ?? ''} (${ms} ms)`.trim();
  }
  return `${prefix}${entry.msg ?? line}`;
}
