import { Heart, HeartOff, UserCheck, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { sellerMessages } from '@pazaryeri/contract/sellers/messages';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useFollowStoreMutation, useUnfollowStoreMutation } from '../follows-api';

interface FollowButtonProps {
  sellerId: string;
  isFollowing: boolean;
  /** A visitor is asked to sign in instead (the page decides how). */
  signedIn: boolean;
  onSignInRequired: () => void;
  /** The store's own owner cannot follow it. */
  disabled?: boolean;
}

/** Follow / unfollow a store. Hovering "Takip ediliyor" offers to unfollow. */
export function FollowButton({ sellerId, isFollowing: stored, signedIn, onSignInRequired, disabled }: FollowButtonProps) {
  const [follow, { isLoading: following }] = useFollowStoreMutation();
  const [unfollow, { isLoading: unfollowing }] = useUnfollowStoreMutation();
  const [hover, setHover] = useState(false);
  // The answer of the last click, until the refreshed store says the same.
  const [answered, setAnswered] = useState<boolean | null>(null);
  useEffect(() => setAnswered(null), [stored]);
  const isFollowing = answered ?? stored;
  const busy = following || unfollowing;

  async function onClick() {
    if (!signedIn) return onSignInRequired();
    const result = isFollowing ? await unfollow(sellerId) : await follow(sellerId);
    if ('data' in result && result.data) {
      setAnswered(result.data.isFollowing);
      setHover(false);
      toast.success(result.data.message || (result.data.isFollowing ? sellerMessages.followed : sellerMessages.unfollowed));
    }
  }

  if (isFollowing) {
    return (
      <Button
        variant="outline"
        onClick={onClick}
        loading={busy}
        disabled={disabled}
        aria-pressed
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        className="min-w-40"
      >
        {!busy && (hover ? <HeartOff aria-hidden className="size-4" /> : <UserCheck aria-hidden className="size-4" />)}
        {hover && !busy ? 'Takibi bırak' : 'Takip ediliyor'}
      </Button>
    );
  }
  return (
    <Button onClick={onClick} loading={busy} disabled={disabled} aria-pressed={false} className="min-w-40">
      {!busy && (signedIn ? <UserPlus aria-hidden className="size-4" /> : <Heart aria-hidden className="size-4" />)}
      Takip et
    </Button>
  );
}
