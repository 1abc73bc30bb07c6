import type { BlogDetail } from '@pazaryeri/contract/blog/index';
import { Heart } from 'lucide-react';
import { useSelector } from 'react-redux';
import { ButtonLink, Button } from '@/components/ui/button';
import { selectCurrentUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useLikeBlogMutation, useUnlikeBlogMutation } from '../blog-api';

/** Like or take the like back (signed in); a visitor is sent to sign in first. */
export function LikeButton({ blog, loginTo }: { blog: BlogDetail; loginTo: string }) {
  const user = useSelector(selectCurrentUser);
  const [like, liking] = useLikeBlogMutation();
  const [unlike, unliking] = useUnlikeBlogMutation();
  const count = `${formatCount(blog.likeCount)} beğeni`;
  if (!user) {
    return (
      <ButtonLink to={loginTo} variant="outline" size="sm" aria-label={`Beğenmek için giriş yapın (${count})`}>
        <Heart aria-hidden className="size-4" /> {count}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={blog.likedByMe}
      aria-label={blog.likedByMe ? `Beğeniyi geri al (${count})` : `Beğen (${count})`}
      loading={liking.isLoading || unliking.isLoading}
      onClick={() => void (blog.likedByMe ? unlike(blog._id) : like(blog._id))}
      className={cn(blog.likedByMe && 'border-red-300 bg-red-50 text-red-700 hover:bg-red-100')}
    >
      <Heart aria-hidden className={cn('size-4', blog.likedByMe && 'fill-current')} /> {count}
    </Button>
  );
}
