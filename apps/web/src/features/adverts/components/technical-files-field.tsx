/** "Teknik çizimler": a request's drawings and models, each checked here for type and size before it is sent. */
import { advertFileAccept, advertFileFormatLabels, advertLimits, advertMessages, type AdvertFile, type AdvertFileFormat } from '@pazaryeri/contract/adverts/index';
import { X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatFileSize } from '@/lib/format';

const formatsText = 'PDF, DXF, DWG, STEP/STP, IGES ya da STL';
const maxMegabytes = advertLimits.fileMaxBytes / 1024 / 1024;
/** The picker's extensions and the format each names (the server still decides by content). */
const formatOfExtension: Record<string, AdvertFileFormat> = {
  '.pdf': 'pdf',
  '.dxf': 'dxf',
  '.dwg': 'dwg',
  '.step': 'step',
  '.stp': 'step',
  '.iges': 'iges',
  '.igs': 'iges',
  '.stl': 'stl',
};

/** The format a file's name says it is; toLowerCase, not Turkish case: ".IGS" must stay ".igs". */
function formatOfName(name: string): AdvertFileFormat | undefined {
  const lower = name.toLowerCase();
  return advertFileAccept.split(',').flatMap((extension) => (lower.endsWith(extension) ? [formatOfExtension[extension]] : []))[0];
}

/** Why a picked file cannot go, or null. */
function refusalOf(file: File): string | null {
  if (!formatOfName(file.name)) return `"${file.name}" eklenemedi: teknik dosya ${formatsText} olmalı.`;
  if (file.size > advertLimits.fileMaxBytes) return `"${file.name}" eklenemedi: ${advertMessages.fileTooLarge}`;
  return null;
}

interface TechnicalFilesFieldProps {
  /** The files the request already has (editing); each can be removed. */
  kept: AdvertFile[];
  onRemoveKept: (fileId: string) => void;
  picked: File[];
  onPick: (files: File[]) => void;
  /** The server's word on the files. */
  error?: string;
}

function FileRow({ name, format, size, onRemove }: { name: string; format?: AdvertFileFormat; size: number; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      {format && <Badge tone="brand">{advertFileFormatLabels[format]}</Badge>}
      <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{name}</span>
      <span className="shrink-0 text-slate-500">{formatFileSize(size)}</span>
      <button type="button" onClick={onRemove} aria-label={`${name} kaldır`} className="flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100">
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

export function TechnicalFilesField({ kept, onRemoveKept, picked, onPick, error }: TechnicalFilesFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const room = advertLimits.maxFiles - kept.length - picked.length;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const refusals = chosen.map(refusalOf);
    const fitting = chosen.filter((_, index) => refusals[index] === null);
    const problems = refusals.filter((text): text is string => text !== null);
    if (fitting.length > room) problems.push(advertMessages.tooManyFiles);
    setRefusal(problems.length ? problems.join(' ') : null);
    onPick([...picked, ...fitting.slice(0, Math.max(0, room))]);
  }

  return (
    <div className="space-y-2">
      <FormField
        label="Teknik çizimler"
        error={refusal ?? error}
        hint={`${formatsText}; en fazla ${advertLimits.maxFiles} dosya, her biri en fazla ${maxMegabytes} MB. Yalnızca siz ve teklif verebilecek mağazalar görür.`}
      >
        <Input type="file" multiple accept={advertFileAccept} onChange={pick} disabled={room <= 0} />
      </FormField>
      {kept.length + picked.length > 0 && (
        <ul aria-label="Teknik dosyalar" className="space-y-1.5">
          {kept.map((file) => (
            <FileRow key={file._id} name={file.name} format={file.format} size={file.size} onRemove={() => onRemoveKept(file._id)} />
          ))}
          {picked.map((file, index) => (
            <FileRow
              key={`${file.name}-${index}`}
              name={file.name}
              format={formatOfName(file.name)}
              size={file.size}
              onRemove={() => {
                setRefusal(null);
                onPick(picked.filter((_, at) => at !== index));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
