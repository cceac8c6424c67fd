import { describe, expect, it } from 'vitest';
import { exampleLead } from './examples';
import { csvCell, leadsCsv, toCsv } from './lead-csv';

describe('csvCell: RFC 4180 quoting and formula injection', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['He said "yes"', '"He said ""yes"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['=1+1', "'=1+1"],
    ['+1 (808) 555-0107', "'+1 (808) 555-0107"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['a=b', 'a=b'],
    ['Smith; Jones', '"Smith; Jones"'],
    ['x;=HYPERLINK("http://evil.example")', `"x;=HYPERLINK(""http://evil.example"")"`],
    ['-2+3;=cmd', `"'-2+3;=cmd"`],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as numbers and nothing as an empty cell', () => {
    expect(csvCell(250_000)).toBe('250000');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
  });
});

/** Splits one CSV line the way a spreadsheet with `separator` as its list separator reads it. */
function spreadsheetCells(line: string, separator: ',' | ';'): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

describe('csvCell in spreadsheets that split on , and on ;', () => {
  const hostile = ['a;=1+1', 'b,=2+2', '=3+3', 'c;@SUM(A1)', 'd,-4', 'plain'];
  const line = hostile.map(csvCell).join(',');
  const formulaStart = /^[=+\-@\t\r]/;

  it('a , spreadsheet reads every value as one cell, none starting a formula', () => {
    const cells = spreadsheetCells(line, ',');
    expect(cells).toHaveLength(hostile.length);
    expect(cells.filter((cell) => formulaStart.test(cell))).toEqual([]);
  });

  it('a ; spreadsheet finds no cell that starts a formula', () => {
    expect(spreadsheetCells(line, ';').filter((cell) => formulaStart.test(cell))).toEqual([]);
  });
});

describe('toCsv / leadsCsv', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(toCsv([{ header: 'A', value: (row: { a: string }) => row.a }], [{ a: 'x' }, { a: 'y,z' }])).toBe(
      'A\r\nx\r\n"y,z"\r\n',
    );
  });

  it('writes every lead field', () => {
    const lead = exampleLead({
      id: 'lead-1',
      name: 'Maya Kealoha',
      email: 'maya@example.com',
      phone: '(808) 555-0107',
      company: 'Kealoha, LLC',
      location: 'Kailua, Hawaii',
      region: 'Hawaii',
      status: 'qualified',
      source: 'emergency',
      estimatedValue: 185_000,
      notes: '=cmd',
      urgency: 'critical',
      isUrgent: true,
      createdAt: '2027-03-10T12:00:00.000Z',
      updatedAt: '2027-03-11T08:00:00.000Z',
    });
    expect(leadsCsv([lead]).split('\r\n')).toEqual([
      'ID,Created,Updated,Source,Status,Urgent,Urgency,Name,Email,Phone,Company,Location,Project Type,Estimated Value (USD),Notes',
      `lead-1,2027-03-10T12:00:00.000Z,2027-03-11T08:00:00.000Z,emergency,qualified,yes,critical,Maya Kealoha,maya@example.com,(808) 555-0107,"Kealoha, LLC","Kailua, Hawaii",Residential,185000,'=cmd`,
      '',
    ]);
  });
});
