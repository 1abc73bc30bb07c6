import { MessageSquare, Search } from 'lucide-react';
import { Link } from 'react-router';

/** The messaging screen's frame; conversations arrive with the realtime chat. */
export default function ChatPage() {
  return (
    <div className="mx-auto flex h-[calc(100dvh-8rem)] max-w-7xl px-0 sm:px-4 lg:h-[calc(100dvh-11.5rem)] lg:px-6">
      <div className="flex w-full overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm">
        <aside className="hidden w-80 shrink-0 flex-col border-r border-slate-200 md:flex">
          <div className="border-b border-slate-200 p-4">
            <h1 className="text-lg font-bold text-slate-900">Mesajlar</h1>
            <div className="relative mt-3">
              <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
              <input
                disabled
                placeholder="Sohbetlerde ara"
                className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm"
              />
            </div>
          </div>
          <p className="p-6 text-center text-sm text-slate-500">Henüz bir sohbetiniz yok.</p>
        </aside>
        <section className="flex flex-1 flex-col items-center justify-center p-8 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <MessageSquare aria-hidden className="size-8" />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">Mesajlaşma yakında</h2>
          <p className="mt-2 max-w-md text-sm text-slate-600">
            Satıcılarla ürünler, teklifler ve siparişler hakkında buradan anlık olarak yazışabileceksiniz. Dosya ve
            görsel eki gönderebilecek, okundu bilgisini görebileceksiniz.
          </p>
          <Link to="/" className="mt-6 text-sm font-semibold text-brand-700 hover:underline">
            Alışverişe devam et
          </Link>
        </section>
      </div>
    </div>
  );
}
