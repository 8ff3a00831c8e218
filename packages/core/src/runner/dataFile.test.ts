import { describe, expect, it } from 'vitest';
import { dataFileFormat, parseDataFile } from './dataFile.js';
import { RunnerError } from './errors.js';

describe('dataFileFormat', () => {
  it('reads .csv and .json in any case and nothing else', () => {
    expect(dataFileFormat('users.CSV')).toBe('csv');
    expect(dataFileFormat('rows.json')).toBe('json');
    expect(dataFileFormat('rows.txt')).toBeUndefined();
    expect(dataFileFormat('csv')).toBeUndefined();
  });
});

describe('parseDataFile', () => {
  it('reads CSV with a header line, skipping empty lines and a byte order mark', () => {
    const file = parseDataFile('users.csv', '\uFEFFname,age\nada,36\n\nalan,41\n', 'csv');
    expect(file).toEqual({
      name: 'users.csv',
      rows: [
        { name: 'ada', age: 36 },
        { name: 'alan', age: 41 },
      ],
    });
  });

  it('reads a one-column CSV', () => {
    expect(parseDataFile('ids.csv', 'id\nx1\nx2', 'csv').rows).toEqual([{ id: 'x1' }, { id: 'x2' }]);
  });

  it('casts values that read as numbers, as Newman does, and leaves the rest as text', () => {
    const [row] = parseDataFile(
      'rows.csv',
      'id,price,code,exp,name,empty,hex\n-12,1.50,007,1e3,ada,,0x1f\n',
      'csv',
    ).rows;
    // '0x1f' is 0 because Newman's float test lets it through to parseFloat; kept so verdicts match.
    expect(row).toEqual({ id: -12, price: 1.5, code: 7, exp: 1000, name: 'ada', empty: '', hex: 0 });
  });

  it('reads a JSON array of objects', () => {
    expect(parseDataFile('rows.json', '[{"id":1},{"id":2}]', 'json').rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("says 'Error parsing data file: …' for broken JSON, a JSON non-array and a ragged CSV", () => {
    const failure = (text: string, format: 'csv' | 'json') => {
      try {
        parseDataFile('f', text, format);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const broken = failure('[{"id":', 'json');
    expect(broken).toBeInstanceOf(RunnerError);
    expect(broken).toMatchObject({ code: 'DATA_FILE', message: expect.stringMatching(/^Error parsing data file: /) });
    expect(failure('{"id":1}', 'json')).toMatchObject({
      message: 'Error parsing data file: a JSON data file must be an array of objects',
    });
    expect(failure('a,b\n1,2,3\n', 'csv')).toMatchObject({
      message: expect.stringMatching(/^Error parsing data file: Too many fields.*\(row 0\)$/),
    });
  });

  it('loads a CSV with uneven rows as Newman does: missing fields absent, extra fields dropped', () => {
    expect(parseDataFile('f.csv', 'a,b,c\n1,2\n3,4,5,6\n', 'csv', { unevenRows: 'newman' }).rows).toEqual([
      { a: 1, b: 2 },
      { a: 3, b: 4, c: 5 },
    ]);
  });

  it('takes blank lines and the whitespace around fields as Newman does', () => {
    const text = 'id, name \r\n 1 , Ada \r\n\r\n2,Bob\r\n\r\n';
    // A blank line is a row with an empty first field; the one line break that ends the file is not.
    expect(parseDataFile('f.csv', text, 'csv', { unevenRows: 'newman' }).rows).toEqual([
      { id: 1, name: 'Ada' },
      { id: '' },
      { id: 2, name: 'Bob' },
      { id: '' },
    ]);
    expect(parseDataFile('f.csv', 'id\n1\n', 'csv', { unevenRows: 'newman' }).rows).toEqual([{ id: 1 }]);
  });
});
