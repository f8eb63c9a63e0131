import { describe, expect, it } from 'vitest';
import { db } from '../db/service';
import { tokenIndexQuery } from './repo';

process.env.TABLE_NAME ??= 'repo-test';
process.env.AWS_REGION ??= 'us-east-1';

describe('the autosave’s token index query', () => {
  it('is the query ElectroDB builds for the same token', () => {
    for (const token of [
      'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      'a_b-c'.repeat(8),
      'x'.repeat(64),
      'TOKEN-SLOT'.repeat(4),
    ]) {
      const electro = db().entities.candidate.query.byToken({ accessToken: token }).params({ limit: 1 });
      expect(tokenIndexQuery(token)).toEqual(electro);
    }
  });
});
