import { ShieldAlert } from 'lucide-react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { selectCurrentUser } from '@/features/users';

/** Whether a user writes the blog: admins and the marketing role (the server checks the same). */
export const isBlogEditor = (user: { role: string; isAdmin?: boolean } | null | undefined) =>
  Boolean(user && (user.isAdmin || user.role === 'admin' || user.role === 'marketing'));

/** Layout route of the blog editor's pages (inside RequireAuth): admins and marketing only. */
export default function RequireBlogEditor() {
  const user = useSelector(selectCurrentUser);
  if (!isBlogEditor(user)) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <ShieldAlert aria-hidden className="size-12 text-red-500" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Bu sayfaya erişim yetkiniz yok</h1>
        <p className="mt-3 text-slate-600">Blog yönetimi yalnızca yönetici ve pazarlama hesaplarına açıktır.</p>
        <ButtonLink to="/blog" className="mt-8">
          Blog’a dön
        </ButtonLink>
      </div>
    );
  }
  return <Outlet />;
}
