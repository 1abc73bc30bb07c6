import { describe, expect, it } from 'vitest';
import { chatLimits, chatMessageTexts } from '@pazaryeri/contract/chat/index';
import { addAttachments, checkMessage } from './composer-rules';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('composer rules', () => {
  it('trims the text and refuses an empty message or one too long', () => {
    expect(checkMessage('  Merhaba  \n', [])).toEqual({ content: 'Merhaba', error: null });
    expect(checkMessage('   ', []).error).toBe(chatMessageTexts.empty);
    expect(checkMessage('   ', [file('a.pdf', 'application/pdf')])).toEqual({ content: '', error: null });
    expect(checkMessage('a'.repeat(chatLimits.contentMax + 1), []).error).toBe(chatMessageTexts.tooLong);
  });

  it('takes allowed files (STL and ZIP by their extension) and gives them their type', () => {
    const { files, error } = addAttachments([], [file('parca.stl', ''), file('cizim.zip', 'application/x-zip-compressed'), file('foto.png', 'image/png')]);
    expect(error).toBeNull();
    expect(files.map((picked) => picked.type)).toEqual(['model/stl', 'application/zip', 'image/png']);
  });

  it('leaves out files of other types, too large, or beyond the limit, and says why', () => {
    expect(addAttachments([], [file('virus.exe', 'application/x-msdownload')])).toEqual({ files: [], error: chatMessageTexts.attachmentType });
    expect(addAttachments([], [file('buyuk.pdf', 'application/pdf', chatLimits.attachmentBytesMax + 1)]).error).toBe(
      chatMessageTexts.attachmentTooLarge,
    );
    const six = Array.from({ length: chatLimits.attachmentsMax + 1 }, (_, index) => file(`${index}.txt`, 'text/plain'));
    const result = addAttachments([], six);
    expect(result.files).toHaveLength(chatLimits.attachmentsMax);
    expect(result.error).toBe(chatMessageTexts.tooManyAttachments);
  });
});
