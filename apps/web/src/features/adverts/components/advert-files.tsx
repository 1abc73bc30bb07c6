/** "Teknik dosyalar": a request's drawings for those who may download them, and only how many there are for the rest. */
import { advertFileFormatLabels, type Advert, type AdvertFile } from '@pazaryeri/contract/adverts/index';
import { Box, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format';
import { useAdvertFileLinkMutation } from '../adverts-api';

interface AdvertFilesProps {
  advert: Advert;
  /** Shows an STL in the 3D viewer, given the file's signed link. */
  onPreview: (file: AdvertFile, url: string) => void;
}

export function AdvertFiles({ advert, onPreview }: AdvertFilesProps) {
  const [getLink] = useAdvertFileLinkMutation();
  const [busy, setBusy] = useState<string | null>(null);
  if (advert.files.length === 0 && advert.filesCount === 0) return null;

  /** The link is asked at each click: it lives minutes, and asking is where access is checked. */
  async function open(file: AdvertFile, preview: boolean) {
    setBusy(`${file._id}:${preview}`);
    const result = await getLink({ advertId: advert._id, fileId: file._id });
    setBusy(null);
    if (!('data' in result) || !result.data) return;
    if (preview) onPreview(file, result.data.url);
    else window.location.assign(result.data.url);
  }

  return (
    <section aria-labelledby="advert-files" className="space-y-2">
      <h2 id="advert-files" className="text-lg font-semibold">
        Teknik dosyalar
      </h2>
      {advert.files.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          <FileText aria-hidden className="size-4 shrink-0" />
          {advert.filesCount} teknik dosya — teklif verebilecek mağazalar görebilir
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {advert.files.map((file) => (
            <li key={file._id} aria-label={file.name} className="flex flex-wrap items-center gap-2 p-3 text-sm">
              <Badge tone="brand">{advertFileFormatLabels[file.format]}</Badge>
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
              <span className="text-slate-500">{formatFileSize(file.size)}</span>
              {file.format === 'stl' && (
                <Button size="sm" variant="outline" loading={busy === `${file._id}:true`} onClick={() => void open(file, true)} aria-label={`${file.name} 3B önizle`}>
                  <Box aria-hidden className="size-4" />
                  3B önizle
                </Button>
              )}
              <Button size="sm" variant="outline" loading={busy === `${file._id}:false`} onClick={() => void open(file, false)} aria-label={`${file.name} indir`}>
                <Download aria-hidden className="size-4" />
                İndir
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
