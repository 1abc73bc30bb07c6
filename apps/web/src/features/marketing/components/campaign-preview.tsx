import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Paragraphs split on blank lines, bare URLs as links: the same reading the server's mail uses. */
export function campaignParagraphs(content: string): { text: string; url?: string }[][] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => paragraph.split(/(https?:\/\/[^\s<]+)/g).filter(Boolean).map((part) => (/^https?:\/\//.test(part) ? { text: part, url: part } : { text: part })));
}

export const previewWidths = { desktop: 600, phone: 360 } as const;

/** The campaign mail as a subscriber would see it, at a desktop mail client's width or a phone's. */
export function CampaignPreview({ title, content }: { title: string; content: string }) {
  const [width, setWidth] = useState<keyof typeof previewWidths>('desktop');
  return (
    <section aria-label="Önizleme" className="min-w-0 rounded-xl border border-slate-200 bg-slate-100 p-3">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">Canlı önizleme</h2>
        <div role="radiogroup" aria-label="Önizleme genişliği" className="flex rounded-lg bg-white p-1 shadow-sm">
          {(
            [
              ['desktop', 'Masaüstü', Monitor],
              ['phone', 'Telefon', Smartphone],
            ] as const
          ).map(([key, label, Icon]) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={width === key}
              onClick={() => setWidth(key)}
              className={cn('flex items-center gap-1 rounded-md px-2 py-1 text-xs', width === key ? 'bg-brand-600 text-white' : 'text-slate-600')}
            >
              <Icon aria-hidden className="size-3.5" />
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto">
        <article
          data-testid="campaign-preview"
          style={{ width: previewWidths[width] }}
          className="mx-auto max-w-full rounded-lg bg-white p-5 text-sm leading-6 text-slate-800 shadow"
        >
          <p className="text-xs text-slate-500">Konu</p>
          <h3 className="mb-4 break-words text-base font-semibold text-slate-900">{title || 'Kampanya başlığı'}</h3>
          {campaignParagraphs(content).map((parts, index) => (
            <p key={index} className="mb-3 whitespace-pre-line break-words">
              {parts.map((part, partIndex) =>
                part.url ? (
                  <a key={partIndex} href={part.url} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </p>
          ))}
          {!content.trim() && <p className="text-slate-400">İçerik burada görünecek.</p>}
          <hr className="my-4" />
          <p className="text-xs text-slate-500">
            Bu e-postayı Pazaryeri bültenine abone olduğunuz için aldınız. <span className="underline">Abonelikten çıkın</span>.
          </p>
        </article>
      </div>
    </section>
  );
}
