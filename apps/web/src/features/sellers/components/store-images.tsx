import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { avatarLimits } from '@pazaryeri/contract';
import { formatMessage, messages } from '@pazaryeri/contract/messages';
import { sellerMessages, type Seller, type SellerImageType } from '@pazaryeri/contract/sellers/index';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useRemoveStoreImageMutation, useUpdateStoreMutation } from '../store-management-api';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const maxMb = avatarLimits.maxBytes / 1024 / 1024;

const copy = {
  storeLogo: { title: 'Mağaza logosu', hint: 'Kare, en az 400×400 piksel.', removed: sellerMessages.logoRemoved, remove: 'Logoyu kaldır' },
  cover: { title: 'Kapak görseli', hint: 'Geniş, en az 1600×400 piksel.', removed: sellerMessages.coverRemoved, remove: 'Kapağı kaldır' },
} as const;

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function ImageSlot({ seller, type }: { seller: Seller; type: SellerImageType }) {
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useObjectUrl(file);
  const [updateStore, { isLoading: uploading }] = useUpdateStoreMutation();
  const [removeImage, { isLoading: removing }] = useRemoveStoreImageMutation();
  const current = type === 'storeLogo' ? seller.storeLogo : seller.coverImage;
  const shown = preview ?? current;
  const userId = seller.userId._id;

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!imageTypes.includes(picked.type)) return void toast.error(messages.invalidImage);
    if (picked.size > avatarLimits.maxBytes) return void toast.error(formatMessage(messages.fileTooLarge, { max: `${maxMb} MB` }));
    setFile(picked);
  }

  async function upload() {
    if (!file) return;
    const body = new FormData();
    body.append(type, file);
    const result = await updateStore({ userId, body });
    if ('data' in result && result.data) {
      toast.success(result.data.message || sellerMessages.storeUpdated);
      setFile(null);
    }
  }

  async function remove() {
    const result = await removeImage({ userId, imageType: type });
    setConfirming(false);
    if ('data' in result && result.data) toast.success(result.data.message || copy[type].removed);
  }

  return (
    <div className="min-w-0 space-y-3">
      <p className="text-sm font-medium text-slate-800">{copy[type].title}</p>
      <div
        className={cn(
          'flex items-center justify-center overflow-hidden border border-slate-200 bg-slate-100',
          type === 'cover' ? 'aspect-[4/1] w-full rounded-xl' : 'size-28 rounded-2xl',
        )}
      >
        {shown ? (
          <img src={shown} alt={`${copy[type].title} önizlemesi`} className="size-full object-cover" />
        ) : type === 'storeLogo' ? (
          <Avatar name={seller.storeName} size="xl" shape="square" className="size-full" />
        ) : (
          <ImagePlus aria-hidden className="size-8 text-slate-400" />
        )}
      </div>
      <p className="text-xs text-slate-500">
        {copy[type].hint} JPEG, PNG, WebP veya GIF; en fazla {maxMb} MB.
      </p>
      <div className="flex flex-wrap gap-2">
        {file ? (
          <>
            <Button size="sm" onClick={upload} loading={uploading}>
              <Upload aria-hidden className="size-4" />
              Yükle
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setFile(null)} disabled={uploading}>
              Vazgeç
            </Button>
          </>
        ) : (
          <>
            <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-brand-500/40 hover:bg-slate-50">
              <ImagePlus aria-hidden className="size-4" />
              {current ? 'Değiştir' : 'Görsel seç'}
              <input
                type="file"
                accept={imageTypes.join(',')}
                onChange={onPick}
                className="sr-only"
                aria-label={`${copy[type].title} seç`}
              />
            </label>
            {current && (
              <Button size="sm" variant="ghost" className="text-red-600 hover:bg-red-50" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden className="size-4" />
                {copy[type].remove}
              </Button>
            )}
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={`${copy[type].title} kaldırılsın mı?`}
          confirmLabel="Kaldır"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
          loading={removing}
        >
          Görsel mağaza sayfanızdan kaldırılır. Dilediğiniz zaman yenisini yükleyebilirsiniz.
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Logo and cover: pick, preview, upload; or remove what is there. */
export function StoreImages({ seller }: { seller: Seller }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <ImageSlot seller={seller} type="storeLogo" />
      <ImageSlot seller={seller} type="cover" />
    </div>
  );
}
