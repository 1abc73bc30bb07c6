import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Product } from '@pazaryeri/contract/products/index';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useToggleFavoriteMutation } from '../products-api';

/** Adds or removes the product from the favourites; a visitor is sent to sign in first and brought back. */
export function FavoriteButton({ product, signedIn, loginTo }: { product: Product; signedIn: boolean; loginTo: string }) {
  const [toggle, { isLoading }] = useToggleFavoriteMutation();
  const navigate = useNavigate();

  async function onClick() {
    if (!signedIn) {
      void navigate(loginTo);
      return;
    }
    const result = await toggle({ id: product._id, slug: product.slug });
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <Button
      variant="outline"
      onClick={() => void onClick()}
      disabled={isLoading}
      aria-pressed={product.isFavorite}
      aria-label={product.isFavorite ? 'Favorilerden çıkar' : 'Favorilere ekle'}
      className="shrink-0"
    >
      <Heart aria-hidden className={cn('size-5', product.isFavorite ? 'fill-red-500 text-red-500' : 'text-slate-600')} />
      <span className="hidden sm:inline">{product.isFavorite ? 'Favorilerde' : 'Favorilere ekle'}</span>
    </Button>
  );
}
