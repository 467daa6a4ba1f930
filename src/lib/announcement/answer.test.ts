import { describe, expect, it } from 'vitest';
import { readAnnouncements } from './answer.ts';
import { announcementsData } from '../api/schemas/site.ts';

describe('readAnnouncements', () => {
  it('keeps well-formed entries and drops the rest', () => {
    expect(readAnnouncements({
      index: { content_id: 30117, content: 'ok', link: '/a' },
      wallet: { content_id: '', content: 'no id', link: '' },
      blank: { content_id: '2', content: '  ', link: '' },
      noLink: { content_id: '3', content: 'text' },
      broken: null,
    })).toEqual({ index: { content_id: '30117', content: 'ok', link: '/a' }, noLink: { content_id: '3', content: 'text', link: '' } });
    expect(readAnnouncements('unexpected')).toEqual({});
    expect(readAnnouncements([])).toEqual({});
  });
});

describe('the API client reads the answer with the same parser', () => {
  it('keeps the well-formed pages of an answer with one malformed page', () => {
    const answer = { index: { content_id: 30117, content: 'ok', link: '/a' }, wallet: { content_id: '', content: 'no id', link: '' } };
    expect(announcementsData.parse(answer)).toEqual({ index: { content_id: '30117', content: 'ok', link: '/a' } });
  });
});
