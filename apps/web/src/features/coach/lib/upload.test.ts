import { describe, expect, it } from 'vitest';
import { readTextFile, uploadProblem } from './upload';

const MB = 1024 * 1024;

describe('uploadProblem', () => {
  it.each([
    ['a .txt file', { name: 'chat.txt', type: 'text/plain', size: 10 }, null],
    ['plain text with another name', { name: 'notes', type: 'text/plain', size: 10 }, null],
    ['a .txt file the system gave no type', { name: 'CHAT.TXT', type: '', size: 10 }, null],
    ['just under 1MB', { name: 'chat.txt', type: 'text/plain', size: MB - 1 }, null],
    [
      'exactly 1MB',
      { name: 'chat.txt', type: 'text/plain', size: MB },
      'File size must be less than 1MB',
    ],
    [
      'a PDF',
      { name: 'chat.pdf', type: 'application/pdf', size: 10 },
      'Please select a text file (.txt)',
    ],
    [
      'a CSV named .txt',
      { name: 'chat.txt', type: 'text/csv', size: 10 },
      'Please select a text file (.txt)',
    ],
    [
      'an untyped non-.txt file',
      { name: 'chat.log', type: '', size: 10 },
      'Please select a text file (.txt)',
    ],
    [
      'a large image',
      { name: 'big.png', type: 'image/png', size: 5 * MB },
      'Please select a text file (.txt)',
    ],
  ])('%s', (_case, file, expected) => {
    expect(uploadProblem(file)).toBe(expected);
  });
});

describe('readTextFile', () => {
  it('reads UTF-8 text', async () => {
    const file = new File(['Me: Olá – ça va?'], 'chat.txt', { type: 'text/plain' });
    await expect(readTextFile(file)).resolves.toBe('Me: Olá – ça va?');
  });
});
