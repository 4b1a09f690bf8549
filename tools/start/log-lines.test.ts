import { describe, expect, it } from 'vitest';
import { humaniseLogLine } from './log-lines.js';

describe('humaniseLogLine', () => {
  it('turns a request into one line with its route, status and time', () => {
    const incoming = {
      level: 30,
      msg: 'incoming request',
      reqId: 'r1',
      req: { method: 'GET', url: '/readyz' },
    };
    const completed = {
      level: 30,
      msg: 'request completed',
      reqId: 'r1',
      res: { statusCode: 200 },
      responseTime: 3.4,
    };
    expect(humaniseLogLine(JSON.stringify(incoming))).toBeNull();
    expect(humaniseLogLine(JSON.stringify(completed))).toBe('GET /readyz → 200 (3 ms)');
  });

  it('reads the route from the completed line when the API logs one line per request', () => {
    const completed = {
      level: 30,
      msg: 'request completed',
      reqId: 'r2',
      req: { method: 'POST', url: '/quiz/submit-assessment' },
      res: { statusCode: 201 },
      responseTime: 12.2,
    };
    expect(humaniseLogLine(JSON.stringify(completed))).toBe(
      'POST /quiz/submit-assessment → 201 (12 ms)',
    );
  });

  it('names levels other than info and passes plain text through', () => {
    expect(humaniseLogLine(JSON.stringify({ level: 50, msg: 'store unavailable' }))).toBe(
      'ERROR store unavailable',
    );
    expect(humaniseLogLine('i  emulators: Starting emulators')).toBe(
      'i  emulators: Starting emulators',
    );
    expect(humaniseLogLine('{not json')).toBe('{not json');
    expect(humaniseLogLine('   ')).toBeNull();
  });
});
