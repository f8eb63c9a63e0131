import { describe, expect, it } from 'vitest';
import { parseJavaMajor } from './dynamodb';

describe('Java version check for DynamoDB Local', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['java version "11.0.2" 2019-01-15 LTS', 11],
    ['bash: java: command not found', undefined],
  ])('%s -> %s', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });
});
