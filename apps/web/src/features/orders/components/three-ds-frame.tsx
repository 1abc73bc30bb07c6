import { ShieldCheck } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';

/**
 * The bank's page answers by posting to our callback, which sends the browser on to the order's
 * page: its forms must leave the frame, so every link and form targets the top window.
 */
export function bankPageDocument(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

/**
 * The 3D Secure step: the bank's page in a sandboxed frame (its own opaque origin: it cannot read
 * this site's storage), allowed to run its form and take the whole window back to us when done.
 */
export function ThreeDSFrame({ html, onClose }: { html: string; onClose: () => void }) {
  return (
    <Dialog
      title="3D Secure doğrulama"
      description="Bankanızın sayfasında ödemeyi onaylayın; ardından sipariş sayfanıza dönersiniz."
      onClose={onClose}
      size="lg"
    >
      <iframe
        title="Banka doğrulama sayfası"
        srcDoc={bankPageDocument(html)}
        sandbox="allow-forms allow-scripts allow-top-navigation"
        className="h-[60dvh] w-full rounded-lg border border-slate-200 bg-white"
      />
      <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
        <ShieldCheck aria-hidden className="size-3.5" />
        Bu pencereyi kapatırsanız ödeme alınmaz; tekrar deneyebilirsiniz.
      </p>
    </Dialog>
  );
}
