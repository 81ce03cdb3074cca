import { z } from 'zod';
import * as contracts from '../index';
import { endpointBoundProblems, hasForbiddenCharacter, isBoundedPattern, unboundedFields } from './bounds';
import { isEndpoint } from './endpoint';

describe('contract bounds (docs/adr/007-hardening.md)', () => {
  it('every exported endpoint accepts only bounded input', () => {
    const exported: unknown[] = Object.values(contracts);
    const problems = exported.filter(isEndpoint).flatMap((e) => endpointBoundProblems(e).map((p) => `${e.name} ${p}`));
    expect(problems).toEqual([]);
  });

  it('names each unbounded field, and accepts enums, fixed formats, bounded patterns and explicit bounds', () => {
    const schema = z.object({
      note: z.string(),
      name: z.string().max(10),
      kind: z.enum(['A', 'B']),
      day: z.iso.date(),
      pan: z.string().regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/),
      free: z.string().regex(/^[A-Z]+$/),
      count: z.number().int(),
      epoch: z.number().int().min(0).max(4_102_444_800_000),
      ratio: z.number().min(0),
      tags: z.array(z.string().max(3)),
    });
    expect(unboundedFields(schema, 'body')).toEqual([
      'body.note: text with no maximum length',
      'body.free: text with no maximum length',
      'body.count: whole number with no bounds of its own',
      'body.ratio: number with no maximum',
      'body.tags: list with no maximum number of items',
    ]);
  });

  it('tells bounded patterns from growing ones', () => {
    expect(isBoundedPattern('^[A-Z]{5}\\d{4}$')).toBe(true);
    expect(isBoundedPattern('^[A-Z]+$')).toBe(false);
    expect(isBoundedPattern('^[A-Z]{2,}$')).toBe(false);
    expect(isBoundedPattern('[A-Z]{5}')).toBe(false);
  });

  it('finds NUL and half surrogate pairs, not ordinary unicode', () => {
    expect(hasForbiddenCharacter('Ravi 😀 ẞ 漢字')).toBe(false);
    expect(hasForbiddenCharacter('a\u0000')).toBe(true);
    expect(hasForbiddenCharacter('\ud800x')).toBe(true);
    expect(hasForbiddenCharacter('x\udc00')).toBe(true);
  });
});
